import type { UploadFile } from '../domain';

/** File storage (spec 7). Returns download URLs. */
export interface FileStorage {
  /** avatars/{uid} of the signed-in member; at most 1 MB, JPG, PNG or WebP (refused otherwise). */
  uploadAvatar(file: UploadFile): Promise<string>;
  /** banners/{timestamp}_{filename}; admins only; JPG, PNG or WebP, at most LIMITS.BANNER_IMAGE_MAX_BYTES. */
  uploadBannerImage(file: UploadFile): Promise<string>;
}
