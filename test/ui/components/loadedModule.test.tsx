/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { isFailedDownload, lazyComponent, moduleCache, retryDownload } from '../../../ui/components/loadedModule';

/** Shows that its children threw, and tells what. */
class Catch extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.error ? <p>失敗</p> : this.props.children;
  }
}

describe('lazyComponent', () => {
  let consoleError: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  async function failedOnce(reason: unknown = new Error('offline')) {
    const state = { calls: 0, online: false };
    const Panel = lazyComponent(
      moduleCache(async () => {
        state.calls++;
        if (!state.online) throw reason;
        return { Panel: () => <p>面板</p> };
      }),
      (m) => m.Panel,
    );
    let caught: unknown = null;
    const view = () => (
      <Catch onError={(e) => (caught = e)}>
        <Suspense fallback={<p>載入中</p>}>
          <Panel />
        </Suspense>
      </Catch>
    );
    const rendered = render(view());
    await screen.findByText('失敗');
    rendered.unmount();
    return { state, Panel, view, error: () => caught };
  }

  it('a failed download stays failed until the boundary asks for it again, once per failure', async () => {
    const { state, view, error } = await failedOnce();
    expect(state.calls).toBe(1);
    expect(isFailedDownload(error())).toBe(true);

    // Rendered again without a retry: the same failure, no new download.
    const again = render(view());
    await screen.findByText('失敗');
    again.unmount();
    expect(state.calls).toBe(1);

    state.online = true;
    expect(retryDownload(error())).toBe(true);
    expect(retryDownload(error())).toBe(false);
    render(view());
    expect(await screen.findByText('面板')).toBeTruthy();
    expect(state.calls).toBe(2);
  });

  it('a download that fails with a value that is not an object still can be tried again', async () => {
    const { state, view, error } = await failedOnce('offline');
    expect(error()).toBeInstanceOf(Error);
    state.online = true;
    expect(retryDownload(error())).toBe(true);
    render(view());
    expect(await screen.findByText('面板')).toBeTruthy();
  });

  it('what is not a failed download is not retried', () => {
    expect(retryDownload(new Error('a bug'))).toBe(false);
    expect(retryDownload(null)).toBe(false);
    expect(isFailedDownload(new Error('a bug'))).toBe(false);
  });
});
