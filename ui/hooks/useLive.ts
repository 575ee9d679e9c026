import { useEffect, useRef, useState } from 'react';
import type { Unsubscribe } from '../../core/domain';

export interface LiveState<T> {
  /** The latest value; undefined until the first one arrives. */
  data: T | undefined;
  /** The listener's error (log it, show errorText(error)); null otherwise. */
  error: unknown;
  /** True until the first value or error for the current key. */
  loading: boolean;
}

type Subscribe<T> = (next: (value: T) => void, fail: (error: unknown) => void) => Unsubscribe;

interface Snapshot<T> {
  key: string;
  data: T | undefined;
  error: unknown;
  settled: boolean;
}

/**
 * Subscribes to a live use case while mounted and unsubscribes on unmount or when `key`
 * changes (ARCHITECTURE.md: views subscribe while mounted). Pass `null` to subscribe to
 * nothing (e.g. while an id is missing).
 *
 *   const inbox = useLive((next, fail) => useCases.chat.watchInbox(next, fail), `inbox:${uid}`);
 *
 * `key` must change whenever what `subscribe` listens to changes (ids, filters).
 */
export function useLive<T>(subscribe: Subscribe<T> | null, key: string): LiveState<T> {
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });
  const enabled = subscribe !== null;
  const [snapshot, setSnapshot] = useState<Snapshot<T>>({ key, data: undefined, error: null, settled: false });

  useEffect(() => {
    const current = subscribeRef.current;
    if (!enabled || !current) return;
    let active = true;
    const unsubscribe = current(
      (value) => {
        if (active) setSnapshot({ key, data: value, error: null, settled: true });
      },
      (error) => {
        if (active) setSnapshot((s) => ({ key, data: s.key === key ? s.data : undefined, error, settled: true }));
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [key, enabled]);

  if (!enabled) return { data: undefined, error: null, loading: false };
  if (snapshot.key !== key) return { data: undefined, error: null, loading: true };
  return { data: snapshot.data, error: snapshot.error, loading: !snapshot.settled };
}
