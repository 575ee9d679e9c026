import { useCallback, useEffect, useId, useState } from 'react';
import type { FocusEvent } from 'react';
import { styled } from 'styled-components';
import { LIMITS } from '../../core/constants';
import type { Banner } from '../../core/domain';
import { isSafeHttpUrl, isSitePath } from '../../core/validation/url';
import { isDisplayableImageSrc } from '../components/Avatar';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { texts } from '../texts';
import { useLazyEmbla } from './useLazyEmbla';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { homeTexts } from './texts';
import { Link } from '../components/Link';

const t = homeTexts.carousel;

/** Banners are 3:1 (suggested 1200×400, spec 9); width/height keep the layout still. */
export const BANNER_IMAGE = LIMITS.BANNER_SUGGESTED_PX;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

// Positioned, so its clip holds the slides' visually hidden texts too (absolutely positioned):
// a slide off to the side must not make the page wider, which a phone shows zoomed out.
const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  margin: 0;

  a,
  > span {
    display: block;
    color: inherit;
    text-decoration: none;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${BANNER_IMAGE.width} / ${BANNER_IMAGE.height};
  object-fit: cover;
`;

const TextSlide = styled.span`
  display: grid !important;
  place-items: center;
  aspect-ratio: ${BANNER_IMAGE.width} / ${BANNER_IMAGE.height};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-align: center;
`;

const PlaceholderPicture = styled.div`
  aspect-ratio: ${BANNER_IMAGE.width} / ${BANNER_IMAGE.height};
`;

const ControlsRoom = styled.div`
  height: ${({ theme }) => theme.layout.touchTarget};
`;

/**
 * The carousel's room while the banners load, so the sections below do not move when it comes:
 * a picture's frame and, as a site usually has several banners, the row of their controls.
 */
export function BannerCarouselPlaceholder() {
  return (
    <Region as="div" aria-hidden="true" data-placeholder="banners">
      <Viewport>
        <PlaceholderPicture />
      </Viewport>
      <ControlsRoom />
    </Region>
  );
}

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
`;

const Dot = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
    transition:
      width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      background-color ${({ theme }) => theme.motion.fast};
  }

  &[aria-current='true']::before {
    width: 24px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
  }

  &:hover::before {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current='true']:hover::before {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
`;

const RoundButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 18px;
  line-height: 1;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const CAROUSEL_OPTIONS = { loop: true, align: 'start' } as const;
const AUTOPLAY_OPTIONS = {
  delay: LIMITS.CAROUSEL_AUTOPLAY_MS,
  playOnInit: false,
  // Pausing on hover and focus is handled below, so a person's own pause is never undone.
  stopOnInteraction: true,
  stopOnMouseEnter: false,
  stopOnFocusIn: false,
};

export interface BannerCarouselProps {
  banners: readonly Banner[];
}

/**
 * The Home banner carousel (spec 2 Home, 9): embla (loaded after first paint) with wrap-around and autoplay every
 * LIMITS.CAROUSEL_AUTOPLAY_MS. Each slide links to its banner's URL in a new tab (only
 * http(s) URLs become links). Previous/next buttons, labelled dots and a pause button work by
 * keyboard; autoplay pauses while the pointer is over the carousel or focus is inside it, and
 * does not start for people who prefer reduced motion (they can still press play, and slides
 * then change without animation). Slides out of view are inert.
 */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useLazyEmbla(CAROUSEL_OPTIONS, AUTOPLAY_OPTIONS);
  const [selected, setSelected] = useState(0);
  /** The person's own choice (pause / play); until they choose, reduced motion means paused. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const headingId = useId();
  const total = banners.length;

  const paused = userPaused ?? reducedMotion;
  const shouldPlay = total > 1 && !paused && !hovered && !focused;

  /** Bumped when embla re-initialises (e.g. on resize), which resets the autoplay plugin. */
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onReInit = () => {
      onSelect();
      setGeneration((g) => g + 1);
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    embla.on('select', onSelect).on('reInit', onReInit).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('reInit', onReInit).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const plugin = embla.plugins().autoplay;
    // The plugin only sets itself up when there is more than one place to go.
    if (!plugin || embla.scrollSnapList().length <= 1) return;
    if (shouldPlay) plugin.play(reducedMotion);
    else plugin.stop();
  }, [embla, shouldPlay, reducedMotion, generation]);

  const jump = reducedMotion;
  const previous = useCallback(() => embla?.scrollPrev(jump), [embla, jump]);
  const next = useCallback(() => embla?.scrollNext(jump), [embla, jump]);
  const goTo = useCallback((index: number) => embla?.scrollTo(index, jump), [embla, jump]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (total === 0) return null;
  const current = banners[selected] ?? banners[0];

  return (
    <Region
      aria-roledescription={t.roleDescription}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-playing={playing ? 'true' : 'false'}
      data-ready={embla ? 'true' : 'false'}
    >
      <VisuallyHidden as="h2" id={headingId}>
        {t.label}
      </VisuallyHidden>
      <Viewport ref={viewportRef}>
        <Track>
          {banners.map((banner, index) => {
            const title = banner.title.trim();
            const picture = isDisplayableImageSrc(banner.imageUrl) ? (
              <Img
                src={banner.imageUrl}
                alt={title}
                width={BANNER_IMAGE.width}
                height={BANNER_IMAGE.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            ) : (
              <TextSlide>{title}</TextSlide>
            );
            return (
              <Slide
                key={banner.id}
                role="group"
                aria-roledescription={t.slideRoleDescription}
                aria-label={t.slideLabel(index + 1, total)}
                inert={index !== selected}
              >
                {isSitePath(banner.linkUrl) ? (
                  <Link to={banner.linkUrl.trim()}>{picture}</Link>
                ) : isSafeHttpUrl(banner.linkUrl) ? (
                  <a href={banner.linkUrl.trim()} target="_blank" rel="noopener noreferrer">
                    {picture}
                    <VisuallyHidden>{texts.common.opensInNewTab}</VisuallyHidden>
                  </a>
                ) : (
                  <span>{picture}</span>
                )}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
      {total > 1 ? (
        <Controls>
          <RoundButton type="button" onClick={() => setUserPaused(!paused)} aria-label={paused ? t.play : t.pause}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </RoundButton>
          <Dots role="group" aria-label={t.dotsLabel}>
            {banners.map((banner, index) => (
              <Dot
                key={banner.id}
                type="button"
                aria-label={t.dot(index + 1, banner.title.trim())}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Dots>
          <Arrows>
            <RoundButton type="button" onClick={previous} aria-label={t.previous}>
              <span aria-hidden="true">‹</span>
            </RoundButton>
            <RoundButton type="button" onClick={next} aria-label={t.next}>
              <span aria-hidden="true">›</span>
            </RoundButton>
          </Arrows>
        </Controls>
      ) : null}
      {/* Announces the slide a person moved to; silent while the carousel turns by itself. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {playing || !current ? '' : `${t.slideLabel(selected + 1, total)}：${current.title.trim()}`}
      </VisuallyHidden>
    </Region>
  );
}
