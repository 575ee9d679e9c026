import { useState } from 'react';
import { styled } from 'styled-components';
import { displayName, texts } from '../texts';
import { theme } from '../theme/theme';

/** Image sources an <img> may load: http(s), site-relative paths, and local blob/data images. */
export function isDisplayableImageSrc(src: string | null | undefined): src is string {
  if (typeof src !== 'string') return false;
  const s = src.trim();
  if (s === '') return false;
  if (s.startsWith('/') && !s.startsWith('//')) return true;
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(s) || s.startsWith('blob:')) return true;
  try {
    const url = new URL(s);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The first character (a whole code point) of the name, upper-cased for Latin letters. */
export function initialOf(name: string | null | undefined): string {
  const first = [...displayName(name)][0] ?? '?';
  return first.toLocaleUpperCase();
}

/** A stable colour from the palette for a name. */
export function avatarColor(name: string | null | undefined): string {
  const palette = theme.colors.avatar;
  let hash = 0;
  for (const ch of displayName(name)) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return palette[hash % palette.length] ?? palette[0];
}

const Img = styled.img<{ $size: number }>`
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  flex: none;
  object-fit: cover;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Initial = styled.span<{ $size: number; $color: string }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #ffffff;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ $size }) => `${Math.max(12, Math.round($size * 0.42))}px`};
  line-height: 1;
  user-select: none;
`;

export interface AvatarProps {
  src?: string | null;
  name: string | null | undefined;
  /** Diameter in px (also the img width/height attributes: no layout shift). */
  size?: number;
  /** Next to the visible name: hidden from screen readers (alt=""). */
  decorative?: boolean;
  className?: string;
}

/**
 * A member's picture; falls back to the name's initial on a coloured circle when there is no
 * picture, it is not an http(s)/local URL, or it fails to load.
 */
export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = decorative ? '' : texts.components.avatar.alt(displayName(name));
  if (isDisplayableImageSrc(src) && failedSrc !== src) {
    return (
      <Img
        className={className}
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        $size={size}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <Initial
      className={className}
      $size={size}
      $color={avatarColor(name)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : alt}
      aria-hidden={decorative ? true : undefined}
    >
      {initialOf(name)}
    </Initial>
  );
}
