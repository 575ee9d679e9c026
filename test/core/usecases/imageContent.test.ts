import { AdminEditUseCases } from '../../../core/usecases/AdminEditUseCases';
import { ProfileEditUseCases } from '../../../core/usecases/ProfileEditUseCases';
import { isValidationError, type UploadFile } from '../../../core/domain';
import type { FileStorage, ImagePreparer } from '../../../core/ports';
import { AVATAR_TARGET, BANNER_TARGET, type ImageTarget } from '../../../core/rules/imagePlan';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WEBP_HEAD = [...new TextEncoder().encode('RIFF\x10\x00\x00\x00WEBPVP8 ')];

function fileOf(name: string, type: string, head: number[], size = 64): UploadFile {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return { name, type, size, data: new Blob([bytes], { type }) };
}

/** What the use cases handed on: the preparer's calls and the uploads. */
function world(prepare: (file: UploadFile, target: ImageTarget) => Promise<UploadFile | null>) {
  const prepared: { file: UploadFile; target: ImageTarget }[] = [];
  const uploaded: UploadFile[] = [];
  const images: ImagePreparer = {
    prepare: (file, target) => {
      prepared.push({ file, target });
      return prepare(file, target);
    },
  };
  const storage: FileStorage = {
    uploadAvatar: async (file) => (uploaded.push(file), 'avatar-url'),
    uploadBannerImage: async (file) => (uploaded.push(file), 'banner-url'),
  };
  const never = new Proxy({}, { get: () => () => Promise.reject(new Error('not used')) });
  return {
    prepared,
    uploaded,
    profile: new ProfileEditUseCases(never as never, storage, images),
    admin: new AdminEditUseCases(never as never, never as never, never as never, never as never, storage, images),
  };
}

const smallWebp = async (file: UploadFile) => fileOf(file.name.replace(/\.\w+$/, '.webp'), 'image/webp', WEBP_HEAD, 20);

async function fieldsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isValidationError(error)) throw new Error(`expected a ValidationError, got ${String(error)}`);
  return { ...error.fields } as Record<string, string>;
}

describe('uploading a picture: the pick is checked, then made smaller, then uploaded', () => {
  it('an avatar: the centred square of AVATAR_TARGET, uploaded as the WebP the preparer made', async () => {
    const w = world(smallWebp);
    expect(await w.profile.uploadAvatar(fileOf('me.png', 'image/png', PNG_HEAD, 1024 * 1024))).toBe('avatar-url');
    expect(w.prepared.map((p) => p.target)).toEqual([AVATAR_TARGET]);
    expect(w.prepared[0]?.file.type).toBe('image/png');
    expect(w.uploaded.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'me.webp', type: 'image/webp', size: 20 },
    ]);
  });

  it('a banner: at most BANNER_TARGET wide', async () => {
    const w = world(smallWebp);
    expect(await w.admin.uploadBannerImage(fileOf('wide.png', 'image/png', PNG_HEAD, 2 * 1024 * 1024))).toBe('banner-url');
    expect(w.prepared.map((p) => p.target)).toEqual([BANNER_TARGET]);
    expect(w.uploaded.map((f) => f.type)).toEqual(['image/webp']);
  });

  it('the pick check comes first, with the spec’s messages: nothing is prepared or uploaded', async () => {
    const w = world(smallWebp);
    expect(await fieldsOf(w.profile.uploadAvatar(fileOf('big.png', 'image/png', PNG_HEAD, 1024 * 1024 + 1)))).toEqual({
      avatar: 'avatar_too_large',
    });
    expect(await fieldsOf(w.profile.uploadAvatar(fileOf('a.webp', 'image/webp', WEBP_HEAD)))).toEqual({
      avatar: 'avatar_bad_type',
    });
    // A WebP renamed to .png is still not what a person may pick.
    expect(await fieldsOf(w.profile.uploadAvatar(fileOf('a.png', 'image/png', WEBP_HEAD)))).toEqual({
      avatar: 'avatar_bad_type',
    });
    expect(await fieldsOf(w.admin.uploadBannerImage(fileOf('a.gif', 'image/gif', [0x47, 0x49, 0x46])))).toEqual({
      image: 'avatar_bad_type',
    });
    expect(w.prepared).toEqual([]);
    expect(w.uploaded).toEqual([]);
  });

  it('a picture that cannot be decoded is refused with image_unreadable, never uploaded as it is', async () => {
    const w = world(async () => null);
    expect(await fieldsOf(w.profile.uploadAvatar(fileOf('broken.png', 'image/png', PNG_HEAD)))).toEqual({
      avatar: 'image_unreadable',
    });
    expect(await fieldsOf(w.admin.uploadBannerImage(fileOf('broken.jpg', 'image/jpeg', [0xff, 0xd8, 0xff])))).toEqual({
      image: 'image_unreadable',
    });
    expect(w.uploaded).toEqual([]);
  });

  it('what the preparer made is labelled by its bytes, and must be a type storage keeps', async () => {
    const mislabelled = world(async () => fileOf('me.webp', 'image/webp', [0xff, 0xd8, 0xff], 10));
    await mislabelled.profile.uploadAvatar(fileOf('me.png', 'image/png', PNG_HEAD));
    expect(mislabelled.uploaded.map((f) => f.type)).toEqual(['image/jpeg']);
    const notAPicture = world(async () => fileOf('me.webp', 'image/webp', [0x47, 0x49, 0x46], 10));
    expect(await fieldsOf(notAPicture.profile.uploadAvatar(fileOf('me.png', 'image/png', PNG_HEAD)))).toEqual({
      avatar: 'avatar_bad_type',
    });
    expect(notAPicture.uploaded).toEqual([]);
  });
});
