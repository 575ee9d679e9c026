import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';

/**
 * embla-carousel with its autoplay plugin, loaded once the browser is idle after the carousel's
 * first slide is on screen (or at once on a pointer or focus inside it):
 * the carousel's code stays out of Home's first download, and the
 * first banner (the page's largest paint) never waits for it. Until embla arrives the viewport
 * shows the first slide, which is what embla would show too, so nothing moves.
 *
 * Options are read once, when the viewport mounts (ours never change).
 * Returns [a ref callback for the viewport, the embla API once ready].
 */
/** At the latest this long after the carousel mounts, embla loads even if the page stays busy. */
const IDLE_TIMEOUT_MS = 1500;

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
    let started = false;
    const start = () => {
      if (started || cancelled) return;
      started = true;
      void Promise.all([
        import(/* webpackChunkName: "carousel" */ 'embla-carousel'),
        import(/* webpackChunkName: "carousel" */ 'embla-carousel-autoplay'),
      ]).then(
        ([{ default: EmblaCarousel }, { default: Autoplay }]) => {
          if (cancelled) return;
          api = EmblaCarousel(viewport, options, [Autoplay(autoplay)]);
          setEmbla(api);
        },
        () => {
          // Its code did not download (a dropped connection): the first slide stays, as before it
          // loads, and the next pointer or focus inside tries again.
          started = false;
        },
      );
    };
    // When the browser is idle after the page's first screen (it has nothing to turn before the
    // first autoplay interval anyway), or at once when the person points at or focuses it.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(start, IDLE_TIMEOUT_MS);
    viewport.parentElement?.addEventListener('pointerenter', start);
    viewport.parentElement?.addEventListener('focusin', start);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      viewport.parentElement?.removeEventListener('pointerenter', start);
      viewport.parentElement?.removeEventListener('focusin', start);
      api?.destroy();
      setEmbla(undefined);
    };
    // Options are read once per viewport, as embla's own React hook does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewport]);

  return [setViewport, embla];
}
