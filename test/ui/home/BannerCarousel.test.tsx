/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { LIMITS } from '../../../core/constants';
import type { Banner } from '../../../core/domain';
import { BannerCarousel } from '../../../ui/home/BannerCarousel';
import { theme } from '../../../ui/theme/theme';
import { banner, installObserverStubs } from '../profile/profileWorld';

/*
 * jsdom does no layout: give the carousel's viewport, track and slides a width of 300 px each
 * (slides side by side) so embla computes one snap per slide, as in a browser.
 */
const SLIDE = '投影片';
function isSlide(el: Element | null | undefined): boolean {
  return el?.getAttribute?.('aria-roledescription') === SLIDE;
}
const widthDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
const leftDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (isSlide(this) || isSlide(this.firstElementChild) || isSlide(this.firstElementChild?.firstElementChild))
        return 300;
      return 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isSlide(this) || !this.parentElement) return 0;
      return [...this.parentElement.children].indexOf(this) * 300;
    },
  });
});
afterAll(() => {
  if (widthDescriptor) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', widthDescriptor);
  if (leftDescriptor) Object.defineProperty(HTMLElement.prototype, 'offsetLeft', leftDescriptor);
});

afterEach(() => {
  jest.useRealTimers();
});

const BANNERS: Banner[] = [banner(1), banner(2), banner(3)];

/** Renders the carousel and waits for embla, which it loads after its first paint. */
async function renderCarousel(banners: Banner[] = BANNERS, reducedMotion = false) {
  installObserverStubs({ reducedMotion });
  const view = render(
    <ThemeProvider theme={theme}>
      <BannerCarousel banners={banners} />
    </ThemeProvider>,
  );
  // Pointing at the carousel loads embla at once (otherwise it waits for the browser to idle).
  const section = view.container.querySelector('section');
  if (section) fireEvent.pointerEnter(section);
  await act(async () => {
    await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
  });
  if (section) expect(section.getAttribute('data-ready')).toBe('true');
  return view;
}

function current(): string | undefined {
  return (
    screen
      .getAllByRole('button', { name: /^第 \d 張：/ })
      .find((b) => b.getAttribute('aria-current') === 'true')
      ?.getAttribute('aria-label') ?? undefined
  );
}

/** Lets embla's timers and animation frames run. */
function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('BannerCarousel (spec 2 Home: autoplay 3000 ms, wrap-around, new tab)', () => {
  it('is a labelled carousel region with labelled slides, dots and buttons', async () => {
    await renderCarousel();
    const region = screen.getByRole('region', { name: '精選活動' });
    expect(region.getAttribute('aria-roledescription')).toBe('輪播');
    expect(within(region).getAllByRole('group', { name: /^第 \d 張，共 3 張$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '上一張' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一張' })).toBeTruthy();
    expect(screen.getByRole('group', { name: '選擇投影片' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^第 \d 張：橫幅\d$/ })).toHaveLength(3);
    expect(current()).toBe('第 1 張：橫幅1');
  });

  it('next, previous and the dots move between slides and wrap around', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(current()).toBe('第 2 張：橫幅2');
    fireEvent.click(screen.getByRole('button', { name: '第 3 張：橫幅3' }));
    expect(current()).toBe('第 3 張：橫幅3');
    fireEvent.click(screen.getByRole('button', { name: '下一張' }));
    expect(current()).toBe('第 1 張：橫幅1');
    fireEvent.click(screen.getByRole('button', { name: '上一張' }));
    expect(current()).toBe('第 3 張：橫幅3');
  });

  it('slides out of view are inert (their links cannot be reached)', async () => {
    await renderCarousel();
    const slides = screen.getAllByRole('group', { name: /共 3 張/, hidden: true });
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it(`turns by itself every ${LIMITS.CAROUSEL_AUTOPLAY_MS} ms, wrapping to the first`, async () => {
    jest.useFakeTimers();
    await renderCarousel();
    advance(10);
    expect(current()).toBe('第 1 張：橫幅1');
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 2 張：橫幅2');
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 3 張：橫幅3');
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 1 張：橫幅1');
  });

  it('pauses while the pointer is over it or focus is inside, and resumes after', async () => {
    jest.useFakeTimers();
    await renderCarousel();
    advance(10);
    const region = screen.getByRole('region', { name: '精選活動' });
    fireEvent.mouseEnter(region);
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS * 2);
    expect(current()).toBe('第 1 張：橫幅1');
    fireEvent.mouseLeave(region);
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 2 張：橫幅2');

    const next = screen.getByRole('button', { name: '下一張' });
    act(() => next.focus());
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS * 2);
    expect(current()).toBe('第 2 張：橫幅2');
    act(() => next.blur());
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 3 張：橫幅3');
  });

  it('the pause button stops it until play is pressed', async () => {
    jest.useFakeTimers();
    await renderCarousel();
    advance(10);
    fireEvent.click(screen.getByRole('button', { name: '暫停輪播' }));
    // Leaving the carousel does not undo the person's pause.
    fireEvent.mouseLeave(screen.getByRole('region', { name: '精選活動' }));
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS * 3);
    expect(current()).toBe('第 1 張：橫幅1');
    fireEvent.click(screen.getByRole('button', { name: '繼續輪播' }));
    fireEvent.mouseLeave(screen.getByRole('region', { name: '精選活動' }));
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe('第 2 張：橫幅2');
  });

  it('does not start by itself for people who prefer reduced motion', async () => {
    jest.useFakeTimers();
    await renderCarousel(BANNERS, true);
    advance(LIMITS.CAROUSEL_AUTOPLAY_MS * 3);
    expect(current()).toBe('第 1 張：橫幅1');
    expect(screen.getByRole('button', { name: '繼續輪播' })).toBeTruthy();
  });

  it('links open in a new tab with rel=noopener noreferrer; other schemes are not links', async () => {
    await renderCarousel([
      banner(1),
      banner(2, { linkUrl: 'javascript:alert(1)' }),
      banner(3, { linkUrl: 'data:text/html,x' }),
    ]);
    const slides = screen.getAllByRole('group', { name: /共 3 張/, hidden: true });
    const link = within(slides[0]!).getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(slides[1]!.querySelector('a')).toBeNull();
    expect(slides[2]!.querySelector('a')).toBeNull();
  });

  it('a single banner shows without controls', async () => {
    await renderCarousel([banner(1)]);
    expect(screen.getByRole('region', { name: '精選活動' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一張' })).toBeNull();
  });

  it('loads embla by itself once the page is idle (here: after the fallback delay), without any interaction', async () => {
    jest.useFakeTimers();
    installObserverStubs({ reducedMotion: false });
    const view = render(
      <ThemeProvider theme={theme}>
        <BannerCarousel banners={BANNERS} />
      </ThemeProvider>,
    );
    const section = view.container.querySelector('section');
    expect(section?.getAttribute('data-ready')).toBe('false');
    await act(async () => {
      jest.advanceTimersByTime(1500);
      await Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')]);
    });
    expect(section?.getAttribute('data-ready')).toBe('true');
  });

  it('renders nothing without banners', async () => {
    const { container } = await renderCarousel([]);
    expect(container.innerHTML).toBe('');
  });
});
