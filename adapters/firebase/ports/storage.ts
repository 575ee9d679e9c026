import { ValidationError, type UploadFile } from '../../../core/domain';
import type { FileStorage } from '../../../core/ports';
import { validateStoredAvatar, validateStoredBannerImage } from '../../../core/validation';
import { guarded } from '../errors';
import { storagePaths } from '../paths';
import { requireUid, type FirebaseServices } from './context';

/** avatars/{uid} and banners/{timestamp}_{filename}; storage.rules enforces size, type and who. */
export function createFileStorage(services: FirebaseServices, now: () => number = Date.now): FileStorage {
  async function upload(path: string, file: UploadFile): Promise<string> {
    const { sdk, storage } = await services.storage();
    const objectRef = sdk.ref(storage, path);
    await sdk.uploadBytes(objectRef, file.data, { contentType: file.type });
    return sdk.getDownloadURL(objectRef);
  }

  return {
    uploadAvatar(file) {
      return guarded(async () => {
        const uid = requireUid(services);
        const code = validateStoredAvatar(file);
        if (code) throw new ValidationError({ avatar: code });
        return upload(storagePaths.avatar(uid), file);
      });
    },
    uploadBannerImage(file) {
      return guarded(async () => {
        requireUid(services);
        const code = validateStoredBannerImage(file);
        if (code) throw new ValidationError({ image: code });
        return upload(storagePaths.banner(now(), file.name), file);
      });
    },
  };
}
