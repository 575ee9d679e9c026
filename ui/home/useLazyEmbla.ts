import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

/**
 * embla-carousel with its autoplay plugin, loaded after the carousel's first slide is on screen:
 * the carousel's code (about 8 KiB gzip) stays out of Home's first download (issue 7), and the
 * first banner (the page's largest paint) never waits for it. Until embla arrives the viewport
 * shows the first slide, which is what embla would show too, so nothing moves.
 *
 * Options are read once, when the viewport mounts (ours never change).
 * Returns [a ref callback for the viewport, the embla API once ready].
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay: AutoplayOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return undefined;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([
      import(/* webpackChunkName: "carousel" */ 'embla-carousel'),
      import(/* webpackChunkName: "carousel" */ 'embla-carousel-autoplay'),
    ]).then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
      if (cancelled) return;
      api = EmblaCarousel(viewport, options, [Autoplay(autoplay)]);
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(undefined);
    };
    // Options are read once per viewport, as embla's own React hook does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport]);

  return [setViewport, embla];
}
