import type { Banner, BannerInput, Resource, ResourceInput } from '../domain';

/** Home banners, ordered by `order` ascending. Anyone reads; admins write. */
export interface BannerRepository {
  listBanners(): Promise<Banner[]>;
  createBanner(input: BannerInput): Promise<Banner>;
  updateBanner(id: string, input: BannerInput): Promise<Banner>;
  deleteBanner(id: string): Promise<void>;
}

/** Resources, newest first. Anyone reads, visitors included; admins write. */
export interface ResourceRepository {
  listResources(limit?: number): Promise<Resource[]>;
  createResource(input: ResourceInput): Promise<Resource>;
  updateResource(id: string, input: ResourceInput): Promise<Resource>;
  deleteResource(id: string): Promise<void>;
}
