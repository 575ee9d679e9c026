import type { ReactNode } from 'react';

/**
 * A 24 × 24 line icon drawn in the text colour (its paths are the children): decorative, hidden
 * from screen readers, so the control around it carries the name.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
