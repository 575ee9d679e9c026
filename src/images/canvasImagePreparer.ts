import { IMAGE_PREPARATION } from '../../core/constants';
import type { UploadFile } from '../../core/domain';
import type { ImagePreparer } from '../../core/ports';
import { planImage, renamedForType, type ImageTarget } from '../../core/rules/imagePlan';

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_PREPARATION.QUALITY));
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser gives no 2D canvas to make the picture smaller');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

/**
 * WebP; where the canvas encodes something else instead (it falls back to PNG for a type it
 * cannot encode), JPEG, drawn over white because JPEG has no transparency.
 */
async function encodeSmall(canvas: HTMLCanvasElement): Promise<Blob> {
  const webp = await encode(canvas, 'image/webp');
  if (webp?.type === 'image/webp') return webp;
  const flat = canvasOf(canvas.width, canvas.height);
  flat.context.fillStyle = '#ffffff';
  flat.context.fillRect(0, 0, canvas.width, canvas.height);
  flat.context.drawImage(canvas, 0, 0);
  const jpeg = await encode(flat.canvas, 'image/jpeg');
  if (jpeg?.type !== 'image/jpeg') throw new Error('this browser can encode neither WebP nor JPEG');
  return jpeg;
}

/**
 * The browser's ImagePreparer: decodes with createImageBitmap (turned as the photo's own
 * orientation says), draws the planned crop at the planned size on a canvas, and encodes it.
 */
export const canvasImagePreparer: ImagePreparer = {
  async prepare(file: UploadFile, target: ImageTarget): Promise<UploadFile | null> {
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file.data, { imageOrientation: 'from-image' });
    } catch (error) {
      // Only a decoding failure means "not a readable picture"; a missing API is a real fault.
      if (error instanceof DOMException) return null;
      throw error;
    }
    try {
      const { crop, output } = planImage({ width: bitmap.width, height: bitmap.height }, target);
      const { canvas, context } = canvasOf(output.width, output.height);
      context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, output.width, output.height);
      const data = await encodeSmall(canvas);
      return { name: renamedForType(file.name, data.type), type: data.type, size: data.size, data };
    } finally {
      bitmap.close();
    }
  },
};
