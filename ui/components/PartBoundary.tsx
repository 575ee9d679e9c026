import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';

interface PartBoundaryProps {
  /** What the part is, for the log: "the notification bell". */
  name: string;
  /** Shown instead of the part when it fails (most often: its chunk did not download). */
  fallback: ReactNode;
  /** Shown while the part's chunk downloads (default: nothing). */
  loading?: ReactNode;
  /** A new value lets a failed part try again (its next render downloads it again, ./lazyPart.ts). */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Where a part of the shell loaded on demand (./lazyPart.ts) renders: `loading` while its chunk
 * downloads, `fallback` if it fails, so it cannot take the whole app down (a notice, the phone
 * menu, the bell, the confirmation dialog: without it a dropped connection at the wrong moment
 * would leave a blank page).
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[ui] ${this.props.name} failed to load`, error);
  }

  override componentDidUpdate(previous: PartBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
