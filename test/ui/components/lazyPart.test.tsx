/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, Suspense, useState } from 'react';
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

  describe('a download that fails (offline)', () => {
    /** A chunk's download that fails a moment after it starts, as a dropped connection does; `calls` counts them. */
    function offlinePart() {
      const state = { online: false, calls: 0 };
      const part = lazyPart(
        () => {
          state.calls++;
          return new Promise<{ Panel: () => React.JSX.Element }>((resolve, reject) =>
            setTimeout(() => (state.online ? resolve({ Panel: () => <p>面板</p> }) : reject(new Error('offline'))), 2),
          );
        },
        (m) => m.Panel,
      );
      return { part, state };
    }

    /** The part, shown in a transition (as a link's navigation renders), inside a boundary that can reset. */
    function Opener({ part, attempt = 0 }: { part: ReturnType<typeof offlinePart>['part']; attempt?: number }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setOpen(true))}>
            打開
          </button>
          <PartBoundary name="the panel" fallback={<p>無法載入</p>} resetKey={attempt}>
            {open ? <part.Component /> : <p>還沒打開</p>}
          </PartBoundary>
        </>
      );
    }

    const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    let consoleError: ReturnType<typeof jest.spyOn>;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    it('is requested once and shows the fallback: React rendering again does not download again', async () => {
      const { part, state } = offlinePart();
      render(<Opener part={part} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '打開' }));
      expect(await screen.findByText('無法載入')).toBeTruthy();
      await wait(300);
      expect(state.calls).toBe(1);
    });

    it('is requested once more when the boundary resets, and then shows the part', async () => {
      const { part, state } = offlinePart();
      const { rerender } = render(<Opener part={part} attempt={1} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '打開' }));
      expect(await screen.findByText('無法載入')).toBeTruthy();
      rerender(<Opener part={part} attempt={2} />);
      expect(await screen.findByText('無法載入')).toBeTruthy();
      await wait(100);
      expect(state.calls).toBe(2);
      state.online = true;
      rerender(<Opener part={part} attempt={3} />);
      expect(await screen.findByText('面板')).toBeTruthy();
      expect(state.calls).toBe(3);
    });

    it('is requested once more when the connection comes back', async () => {
      const { part, state } = offlinePart();
      render(<Opener part={part} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '打開' }));
      expect(await screen.findByText('無法載入')).toBeTruthy();
      state.online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('面板')).toBeTruthy();
      expect(state.calls).toBe(2);
    });

    it('is requested once more the next time the part is shown', async () => {
      const { part, state } = offlinePart();
      const { unmount } = render(<Opener part={part} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '打開' }));
      expect(await screen.findByText('無法載入')).toBeTruthy();
      unmount();
      state.online = true;
      render(<Opener part={part} />);
      await userEvent.setup().click(screen.getByRole('button', { name: '打開' }));
      expect(await screen.findByText('面板')).toBeTruthy();
      expect(state.calls).toBe(2);
    });
  });
});
