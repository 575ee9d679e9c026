import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';

/**
 * Shows `fallback` when it mounts and `children` in the render that follows, a transition. A
 * view of data that has just arrived then renders in slices a phone can interrupt, instead of in
 * the one long synchronous render a store change starts (observer components re-render at once).
 * Later updates of a mounted view render as usual. Not for prerendered markup, which hydrates as
 * it was drawn.
 */
export function DeferredView({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useDeferredValue(true, false) ? children : fallback;
}
