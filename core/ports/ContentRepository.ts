import type { Banner, BannerInput, ClientId, Resource, ResourceInput } from '../domain';

/** Home banners, ordered by `order` ascending. Anyone reads; admins write. */
export interface BannerRepository {
  listBanners(): Promise<Banner[]>;
  /**
   * Creates the banner under the id the admin's form made. A second try with that id (the first
   * one's reply was lost) saves its content onto the banner the first made: one banner either way.
   */
  createBanner(id: ClientId, input: BannerInput): Promise<Banner>;
  updateBanner(id: string, input: BannerInput): Promise<Banner>;
  deleteBanner(id: string): Promise<void>;
}

/** Resources, newest first. Anyone reads, visitors included; admins write. */
export interface ResourceRepository {
  listResources(limit?: number): Promise<Resource[]>;
  /** Creates the resource under the form's id; a second try with it saves onto the first (as createBanner). */
  createResource(id: ClientId, input: ResourceInput): Promise<Resource>;
  updateResource(id: string, input: ResourceInput): Promise<Resource>;
  deleteResource(id: string): Promise<void>;
}
