import type { UploadFile } from '../../core/domain';
import { DomainError, ValidationError } from '../../core/domain';
import { canManageContent } from '../../core/policies/permissions';
import type { FileStorage } from '../../core/ports';
import { validateStoredAvatar, validateStoredBannerImage } from '../../core/validation';
import type { MemoryContext } from './context';
import { blobToDataUrl } from './crypto';

/** Keeps letters (any script), digits, dot, dash and underscore; at most 100 characters. */
export function safeFileName(name: string): string {
  const base = (typeof name === 'string' ? name : '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^[._]+/, '');
  return [...(clean || 'image')].slice(0, 100).join('');
}

function checkImage(file: UploadFile, field: string, validate = validateStoredAvatar): void {
  if (!file || typeof file !== 'object' || !file.data || typeof file.data !== 'object') {
    throw new ValidationError({ [field]: 'required' });
  }
  // The declared size and the bytes themselves must both pass.
  const code = validate({
    size: Math.max(Number(file.size) || 0, Number(file.data.size) || 0),
    type: file.type,
  });
  if (code) throw new ValidationError({ [field]: code });
}

/**
 * Files as data: URLs inside the database (so a reload keeps them). The data URL is the
 * download URL.
 */
export function createFileStorage(ctx: MemoryContext): FileStorage {
  return {
    async uploadAvatar(file: UploadFile): Promise<string> {
      const uid = ctx.readAsMember((_d, actor) => actor.uid);
      checkImage(file, 'avatar');
      const url = await blobToDataUrl(file.data, file.type.trim().toLowerCase());
      return ctx.writeAsMember(['files'], (d, actor) => {
        if (actor.uid !== uid) throw new DomainError('permission-denied', 'the session changed');
        const path = `avatars/${uid}`;
        d.files[path] = {
          path,
          contentType: file.type,
          size: file.data.size,
          url,
          uploadedBy: uid,
          createdAt: ctx.now(),
        };
        return url;
      });
    },

    async uploadBannerImage(file: UploadFile): Promise<string> {
      ctx.readAsMember((_d, actor) => {
        if (!canManageContent(actor)) throw new DomainError('permission-denied');
      });
      checkImage(file, 'imageUrl', validateStoredBannerImage);
      const url = await blobToDataUrl(file.data, file.type.trim().toLowerCase());
      return ctx.writeAsMember(['files'], (d, actor) => {
        if (!canManageContent(actor)) throw new DomainError('permission-denied');
        const now = ctx.now();
        const path = `banners/${now}_${safeFileName(file.name)}`;
        d.files[path] = {
          path,
          contentType: file.type,
          size: file.data.size,
          url,
          uploadedBy: actor.uid,
          createdAt: now,
        };
        return url;
      });
    },
  };
}
