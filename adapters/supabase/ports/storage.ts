import type { UploadFile } from '../../../core/domain';
import { DomainError, ValidationError } from '../../../core/domain';
import type { FileStorage } from '../../../core/ports';
import { validateStoredAvatar, validateStoredBannerImage } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { toDomainError } from '../errors';
import { isAdmin } from './projects';

/**
 * Storage object keys accept only a safe ASCII set: anything else becomes `_`; at most 100
 * characters; never empty.
 */
export function storageSafeName(name: string): string {
  const base = (typeof name === 'string' ? name : '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return (clean || 'image').slice(0, 100);
}

function checkImage(file: UploadFile, field: string, validate = validateStoredAvatar): void {
  if (!file || typeof file !== 'object' || !file.data || typeof file.data !== 'object') {
    throw new ValidationError({ [field]: 'required' });
  }
  // The declared size and the bytes themselves must both pass.
  const size = Math.max(Number(file.size) || 0, Number(file.data.size) || 0);
  const code = validate({ size, type: file.type });
  if (code) throw new ValidationError({ [field]: code });
}

export function createFileStorage(ctx: SupabaseContext, now: () => number = Date.now): FileStorage {
  const { client } = ctx;

  const upload = async (bucket: string, path: string, file: UploadFile, upsert: boolean): Promise<string> => {
    const { storage } = client;
    const { error } = await storage.from(bucket).upload(path, file.data, {
      contentType: file.type.trim().toLowerCase(),
      cacheControl: '3600',
      upsert,
    });
    if (error) throw toDomainError(error);
    return storage.from(bucket).getPublicUrl(path).data.publicUrl;
  };

  return {
    /** avatars/{uid}; the URL carries a version so a new picture is not hidden by caches. */
    async uploadAvatar(file: UploadFile): Promise<string> {
      const me = ctx.requireUid();
      checkImage(file, 'avatar');
      const url = await upload('avatars', me, file, true);
      return `${url}?v=${now()}`;
    },

    /** banners/{timestamp}_{filename}; admins only (the bucket policy decides). */
    async uploadBannerImage(file: UploadFile): Promise<string> {
      ctx.requireUid();
      if (!(await isAdmin(ctx))) throw new DomainError('permission-denied');
      checkImage(file, 'imageUrl', validateStoredBannerImage);
      return upload('banners', `${now()}_${storageSafeName(file.name)}`, file, false);
    },
  };
}
