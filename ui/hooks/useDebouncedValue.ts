import { useEffect, useState } from 'react';
import { LIMITS } from '../../core/constants';

/** The value, once it has stopped changing for `delayMs` (spec 4: filters debounce 500 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = LIMITS.FILTER_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
