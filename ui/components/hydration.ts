import { useEffect, useRef } from 'react';

/**
 * Hydrating prerendered markup (src/startApp.tsx), React adopts the page's frame first and each
 * <Suspense> boundary of the markup a moment later. A boundary must still see the state the
 * markup was rendered with (the session loading), so the session waits until every boundary of
 * the frame has hydrated: each renders a <BoundaryHydrated /> that reports it.
 */
let pending = 0;
let open: () => void = () => undefined;
let settled: Promise<void> = Promise.resolve();

/** Hydration starts: `boundaries` boundaries will report. */
export function expectBoundaries(boundaries: number): void {
  pending = boundaries;
  settled = new Promise((resolve) => (open = resolve));
}

/** Null when no boundary is waited for; else resolves once every expected boundary has hydrated. */
export function boundariesHydrating(): Promise<void> | null {
  return pending > 0 ? settled : null;
}

/** The frame's boundaries that report (ui/layout/AppLayout.tsx: the page, the footer). */
export const FRAME_BOUNDARIES = 2;

/** Rendered inside a boundary of the frame: reports once, when the boundary first commits. */
export function BoundaryHydrated(): null {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (pending > 0 && --pending === 0) open();
  }, []);
  return null;
}
