/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from '../../../ui/hooks/useDebouncedValue';
import { useLive } from '../../../ui/hooks/useLive';

function fakeSource<T>() {
  const listeners = new Map<string, { next: (v: T) => void; fail: (e: unknown) => void }>();
  return {
    listeners,
    subscribe: (id: string) => (next: (v: T) => void, fail: (e: unknown) => void) => {
      listeners.set(id, { next, fail });
      return () => listeners.delete(id);
    },
  };
}

describe('useLive', () => {
  it('is loading until the first value, follows updates, and unsubscribes on unmount', () => {
    const source = fakeSource<number>();
    const { result, unmount } = renderHook(() => useLive(source.subscribe('a'), 'a'));
    expect(result.current).toEqual({ data: undefined, error: null, loading: true });
    act(() => source.listeners.get('a')!.next(1));
    expect(result.current).toEqual({ data: 1, error: null, loading: false });
    act(() => source.listeners.get('a')!.next(2));
    expect(result.current.data).toBe(2);
    unmount();
    expect(source.listeners.size).toBe(0);
  });

  it('re-subscribes when the key changes, dropping the old value', () => {
    const source = fakeSource<string>();
    const { result, rerender } = renderHook(({ id }) => useLive(source.subscribe(id), id), {
      initialProps: { id: 'x' },
    });
    act(() => source.listeners.get('x')!.next('X'));
    rerender({ id: 'y' });
    expect(source.listeners.has('x')).toBe(false);
    expect(source.listeners.has('y')).toBe(true);
    expect(result.current).toEqual({ data: undefined, error: null, loading: true });
    act(() => source.listeners.get('y')!.next('Y'));
    expect(result.current.data).toBe('Y');
  });

  it('reports errors and subscribes to nothing when given null', () => {
    const source = fakeSource<number>();
    const { result } = renderHook(() => useLive(source.subscribe('e'), 'e'));
    const boom = new Error('boom');
    act(() => source.listeners.get('e')!.fail(boom));
    expect(result.current).toEqual({ data: undefined, error: boom, loading: false });

    const none = renderHook(() => useLive<number>(null, 'none'));
    expect(none.result.current).toEqual({ data: undefined, error: null, loading: false });
  });
});

describe('useDebouncedValue', () => {
  it('passes the value on after 500 ms of quiet', () => {
    jest.useFakeTimers();
    try {
      const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: 'a' } });
      rerender({ v: 'ab' });
      act(() => jest.advanceTimersByTime(300));
      rerender({ v: 'abc' });
      act(() => jest.advanceTimersByTime(300));
      expect(result.current).toBe('a');
      act(() => jest.advanceTimersByTime(200));
      expect(result.current).toBe('abc');
    } finally {
      jest.useRealTimers();
    }
  });
});
