import { IMAGE_PREPARATION } from '../constants';

/** Where a picture is shown: a square avatar, or a banner limited in width. */
export type ImageTarget = { fit: 'square'; maxPx: number } | { fit: 'width'; maxWidth: number };

export const AVATAR_TARGET: ImageTarget = { fit: 'square', maxPx: IMAGE_PREPARATION.AVATAR_MAX_PX };
export const BANNER_TARGET: ImageTarget = { fit: 'width', maxWidth: IMAGE_PREPARATION.BANNER_MAX_WIDTH_PX };

export interface ImageSize {
  width: number;
  height: number;
}

/** Which part of the source is drawn (crop, in source pixels) and at what size (output pixels). */
export interface ImagePlan {
  crop: { x: number; y: number; width: number; height: number };
  output: ImageSize;
}

/**
 * How a picture of `source` size becomes `target`: a square takes the centred square of the
 * shorter side, at most maxPx; a banner keeps its proportions, at most maxWidth wide. Never
 * enlarged; every output side is a whole number of at least 1 px.
 */
export function planImage(source: ImageSize, target: ImageTarget): ImagePlan {
  const width = Math.max(1, Math.round(source.width));
  const height = Math.max(1, Math.round(source.height));
  if (target.fit === 'square') {
    const side = Math.min(width, height);
    const out = Math.max(1, Math.min(side, Math.floor(target.maxPx)));
    return {
      crop: { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), width: side, height: side },
      output: { width: out, height: out },
    };
  }
  const outWidth = Math.max(1, Math.min(width, Math.floor(target.maxWidth)));
  const outHeight = Math.max(1, Math.round((height * outWidth) / width));
  return { crop: { x: 0, y: 0, width, height }, output: { width: outWidth, height: outHeight } };
}

/** The file name for a picture re-encoded as `type`: its base name with the type's extension. */
export function renamedForType(name: string, type: string): string {
  const base = (typeof name === 'string' ? name : '').replace(/\.[^./\\]*$/, '') || 'image';
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  return `${base}.${extension}`;
}
