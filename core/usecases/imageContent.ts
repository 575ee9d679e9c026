import type { UploadFile } from '../domain';
import { ValidationError } from '../domain';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '../validation/avatar';

/**
 * The picked file as it will be uploaded: refused ('avatar_bad_type' on `field`) unless its
 * first bytes are a JPG or PNG, and labelled with the type its bytes show.
 */
export async function pictureByContent(file: UploadFile, field: string): Promise<UploadFile> {
  const head = new Uint8Array(await file.data.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  if (!type) throw new ValidationError({ [field]: 'avatar_bad_type' });
  return { ...file, type };
}
