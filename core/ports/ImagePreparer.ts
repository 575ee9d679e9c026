import type { UploadFile } from '../domain';
import type { ImageTarget } from '../rules/imagePlan';

/**
 * Makes a picked picture suit where it is shown, before it is uploaded: scaled (and cropped) to
 * its target as core/rules/imagePlan.ts plans it, encoded as WebP, or as JPEG where WebP cannot
 * be encoded. The result's name ends in the extension of its type.
 */
export interface ImagePreparer {
  /** The smaller picture; null when the file's bytes cannot be decoded as a picture. */
  prepare(file: UploadFile, target: ImageTarget): Promise<UploadFile | null>;
}
