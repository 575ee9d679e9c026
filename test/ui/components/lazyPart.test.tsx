/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from '../../../ui/components/lazyPart';
import { PartBoundary } from '../../../ui/components/PartBoundary';

describe('lazyPart', () => {
  it('renders the picked export of the module once it has loaded', async () => {
    const part = lazyPart(
      async () => ({
        Greeting: ({ name }: { name: string }) => <p>你好，{name}</p>,
        Other: () => <p>不是這個</p>,
      }),
      (m) => m.Greeting,
    );
    part.prefetch();
    render(
      <Suspense fallback={<p>載入中</p>}>
        <part.Component name="小美" />
      </Suspense>,
    );
    expect(await screen.findByText('你好，小美')).toBeTruthy();
    expect(screen.queryByText('不是這個')).toBeNull();
  });

  it('tells whether its module has loaded', async () => {
    const part = lazyPart(
      async () => ({ Panel: () => <p>面板</p> }),
      (m) => m.Panel,
    );
    expect(part.isLoaded()).toBe(false);
    await part.preload();
    expect(part.isLoaded()).toBe(true);
  });

  it('a prefetch that fails is ignored (no unhandled rejection)', async () => {
    const part = lazyPart(
      () => Promise.reject(new Error('offline')),
      (m: { X: () => null }) => m.X,
    );
    expect(() => part.prefetch()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('a part that failed to download shows the fallback, and the next render downloads it again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const part = lazyPart(
      async () => {
        if (!online) throw new Error('offline');
        return { Panel: () => <p>面板</p> };
      },
      (m) => m.Panel,
    );
    const view = (attempt: number) => (
      <PartBoundary name="the panel" fallback={<p>無法載入</p>} resetKey={attempt}>
        <Suspense fallback={<p>載入中</p>}>
          <part.Component />
        </Suspense>
      </PartBoundary>
    );
    const { rerender } = render(view(1));
    expect(await screen.findByText('無法載入')).toBeTruthy();
    online = true;
    rerender(view(2));
    expect(await screen.findByText('面板')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('[ui] the panel failed to load', expect.any(Error));
    consoleError.mockRestore();
  });
});
