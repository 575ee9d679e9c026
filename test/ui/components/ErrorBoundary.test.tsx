/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../../ui/components/ErrorBoundary';
import { lazyPart } from '../../../ui/components/lazyPart';
import { texts } from '../../../ui/texts';
import { renderWithTheme } from './render';

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function inBoundary(children: React.ReactNode) {
  return (
    <ErrorBoundary resetKey="/page">
      <Suspense fallback={<p>載入中</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('a page that fails to render offers 重新整理', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    renderWithTheme(inBoundary(<Broken />));
    const alert = await screen.findByRole('alert');
    // The page's heading, and the tab's title, say what happened.
    expect(screen.getByRole('heading', { level: 1, name: texts.common.pageLoadFailedTitle })).toBeTruthy();
    expect(document.title).toContain(texts.common.pageLoadFailedTitle);
    expect(alert.textContent).toContain(texts.common.pageLoadFailedBody);
    expect(screen.getByRole('button', { name: texts.common.reload })).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.common.retry })).toBeNull();
  });

  it('a page whose code did not download names the connection and offers 重試, which downloads it once more', async () => {
    const state = { online: false, calls: 0 };
    const page = lazyPart(
      async () => {
        state.calls++;
        if (!state.online) throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
        return { Page: () => <h1>合約範本</h1> };
      },
      (m) => m.Page,
    );
    renderWithTheme(inBoundary(<page.Component />));
    const alert = await screen.findByRole('alert');
    // The page's heading, and the tab's title, say what happened.
    expect(screen.getByRole('heading', { level: 1, name: texts.common.pageLoadFailedTitle })).toBeTruthy();
    expect(document.title).toContain(texts.common.pageLoadFailedTitle);
    expect(alert.textContent).toContain(texts.errors.unavailable);
    expect(screen.queryByRole('button', { name: texts.common.reload })).toBeNull();
    expect(state.calls).toBe(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: texts.common.retry }));
    expect(await screen.findByRole('button', { name: texts.common.retry })).toBeTruthy();
    expect(state.calls).toBe(2);

    state.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: '合約範本' })).toBeTruthy();
    expect(state.calls).toBe(3);
  });
});
