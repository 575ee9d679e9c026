/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { whenPageIdle } from '../../../ui/components/whenPageIdle';

/** What a screen shows while it reads (ui/components/LoadingState.tsx carries the same mark). */
function showLoadingState(): HTMLElement {
  const loading = document.createElement('div');
  loading.dataset.loading = 'true';
  document.body.append(loading);
  return loading;
}

/** jsdom has no idle callbacks, as Safari: the helper looks again on a timer. */
describe('whenPageIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.replaceChildren();
    jest.restoreAllMocks();
  });

  it('runs the task once no loading state shows', () => {
    const loading = showLoadingState();
    const task = jest.fn();
    whenPageIdle(task);
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    loading.remove();
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it all the same when a screen stays loading, after a few seconds', () => {
    showLoadingState();
    const task = jest.fn();
    whenPageIdle(task);
    jest.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to load first', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = jest.fn();
    whenPageIdle(task);
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a task cancelled before or after the load', () => {
    const task = jest.fn();
    whenPageIdle(task)();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const cancelBeforeLoad = whenPageIdle(task);
    cancelBeforeLoad();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
