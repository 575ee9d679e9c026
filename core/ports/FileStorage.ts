import type { UploadFile } from '../domain';

/** File storage (spec 7). Returns download URLs. */
export interface FileStorage {
  /** avatars/{uid} of the signed-in member; at most 1 MB, JPG or PNG (refused otherwise). */
  uploadAvatar(file: UploadFile): Promise<string>;
  /** banners/{timestamp}_{filename}; admins only. */
  uploadBannerImage(file: UploadFile): Promise<string>;
}
