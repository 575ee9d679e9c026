import { LIMITS } from '../constants';
import type { UploadFile } from '../domain';
import { ValidationError } from '../domain';
import type { ImagePreparer } from '../ports';
import type { ImageTarget } from '../rules/imagePlan';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '../validation/avatar';

/**
 * The file labelled with the type its bytes show: refused ('avatar_bad_type' on `field`) unless
 * its first bytes are one of `types` (by default what a person may pick: JPG or PNG).
 */
export async function pictureByContent(
  file: UploadFile,
  field: string,
  types: readonly string[] = LIMITS.AVATAR_MIME_TYPES,
): Promise<UploadFile> {
  const head = new Uint8Array(await file.data.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  if (!type || !types.includes(type)) throw new ValidationError({ [field]: 'avatar_bad_type' });
  return { ...file, type };
}

/**
 * A picked picture (already checked: size, type, and bytes) as it is uploaded: made smaller for
 * `target` by `images`, and labelled by its new bytes, which must be a type storage keeps. A
 * file that cannot be decoded is refused ('image_unreadable' on `field`), never uploaded as it is.
 */
export async function preparedPicture(
  images: ImagePreparer,
  picked: UploadFile,
  target: ImageTarget,
  field: string,
): Promise<UploadFile> {
  const prepared = await images.prepare(picked, target);
  if (!prepared) throw new ValidationError({ [field]: 'image_unreadable' });
  const stored = await pictureByContent(prepared, field, LIMITS.STORED_IMAGE_MIME_TYPES);
  return { ...stored, size: stored.data.size };
}
