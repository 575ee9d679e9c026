import type { Banner, Resource } from '../domain';
import { LIMITS } from '../constants';
import type { BannerRepository, ResourceRepository } from '../ports';

/** What members and visitors read: banners and resources (spec 2 Home, Resources). */
export class ContentUseCases {
  constructor(
    private readonly banners: BannerRepository,
    private readonly resources: ResourceRepository,
  ) {}

  listBanners(): Promise<Banner[]> {
    return this.banners.listBanners();
  }

  /** Home's "practical acceleration" section: the 3 newest. */
  homeResources(): Promise<Resource[]> {
    return this.resources.listResources(LIMITS.HOME_RESOURCES);
  }

  allResources(): Promise<Resource[]> {
    return this.resources.listResources();
  }
}
