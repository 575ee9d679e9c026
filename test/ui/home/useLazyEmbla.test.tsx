/** @jest-environment jest-fixed-jsdom */
/**
 * The carousel's code does not download (a dropped connection): the first slide stays, nothing
 * is left unhandled, and pointing at the carousel again tries once more.
 */
import { jest } from '@jest/globals';
import { act, fireEvent, render } from '@testing-library/react';

let downloads = 0;
jest.unstable_mockModule('embla-carousel', () => {
  downloads++;
  throw Object.assign(new Error('Loading chunk carousel failed.'), { name: 'ChunkLoadError' });
});

const { useLazyEmbla } = await import('../../../ui/home/useLazyEmbla');

function Carousel() {
  const [viewport, embla] = useLazyEmbla({ loop: true }, { delay: 5000 });
  return (
    <section data-ready={embla ? 'true' : 'false'}>
      <div ref={viewport}>
        <p>第一張</p>
      </div>
    </section>
  );
}

it('a carousel whose code does not download keeps its first slide, leaves no unhandled rejection, and tries again on the next pointer', async () => {
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', listener);
  try {
    const view = render(<Carousel />);
    const section = view.container.querySelector('section')!;
    fireEvent.pointerEnter(section);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(section.getAttribute('data-ready')).toBe('false');
    expect(view.getByText('第一張')).toBeTruthy();
    const first = downloads;
    expect(first).toBeGreaterThan(0);

    fireEvent.pointerEnter(section);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(downloads).toBeGreaterThan(first);
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', listener);
  }
});
