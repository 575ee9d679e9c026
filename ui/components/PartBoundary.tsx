import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { isFailedDownload, retryDownload } from './loadedModule';

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

interface PartBoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Where a part of the shell loaded on demand (./lazyPart.ts) renders: `loading` while its chunk
 * downloads, `fallback` if it fails, so it cannot take the whole app down (a notice, the phone
 * menu, the bell, the confirmation dialog: without it a dropped connection at the wrong moment
 * would leave a blank page). A part whose download failed downloads again when `resetKey`
 * changes, when the connection comes back, or the next time the part is shown (the boundary
 * leaving lets it, ./loadedModule.ts retryDownload); never by itself in a loop.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`[ui] ${this.props.name} failed to load`, error);
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentDidUpdate(previous: PartBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
    if (this.state.failed) retryDownload(this.state.error);
  }

  private retry(): void {
    retryDownload(this.state.error);
    this.setState({ failed: false, error: null });
  }

  private readonly retryOnline = (): void => {
    if (this.state.failed && isFailedDownload(this.state.error)) this.retry();
  };

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.loading ?? null}>{this.props.children}</Suspense>;
  }
}
