import type { UploadFile } from '../../../core/domain';
import type { ImagePreparer } from '../../../core/ports';
import { planImage, renamedForType, type ImageTarget } from '../../../core/rules/imagePlan';

/** A real 1 × 1 lossless WebP. */
const ONE_PIXEL_WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/**
 * jsdom has no canvas encoder and no createImageBitmap, so UI tests make pictures smaller with
 * this: every picture becomes the same 1 × 1 WebP, which keeps what the store does with the
 * result observable (a data:image/webp URL), and `plans` records what was asked. The canvas
 * preparer itself runs in the browser journeys (test/e2e).
 */
export function jsdomImages(): ImagePreparer & { plans: ReturnType<typeof planImage>[] } {
  const plans: ReturnType<typeof planImage>[] = [];
  return {
    plans,
    async prepare(file: UploadFile, target: ImageTarget): Promise<UploadFile> {
      plans.push(planImage({ width: 1, height: 1 }, target));
      const data = new Blob([ONE_PIXEL_WEBP], { type: 'image/webp' });
      return { name: renamedForType(file.name, data.type), type: data.type, size: data.size, data };
    },
  };
}
