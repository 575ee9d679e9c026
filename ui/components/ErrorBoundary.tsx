import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { texts } from '../texts';
import { Button } from './Button';
import { ErrorBox } from './ErrorBox';
import { isFailedDownload, retryDownload } from './loadedModule';
import { PageContainer, PageHeader } from './PageContainer';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the pathname) clears the error. */
  resetKey?: string;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * Catches a page that fails to render or to load its chunk (e.g. offline), instead of a blank
 * page. A page whose code did not download says to check the connection and offers 重試, which
 * downloads it again, as the connection coming back does; the address stays the one asked for.
 * Anything else offers a reload. Technical details go to the console only.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    // Leaving for another address: a page that failed to download tries again when opened again
    // (for a page under both addresses, in the render that follows). Once per failure, so a render
    // React repeats does not start another download.
    retryDownload(state.error);
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[ui] a page failed to render', error, info.componentStack);
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryOnline);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryOnline);
    retryDownload(this.state.error);
  }

  private readonly retry = (): void => {
    retryDownload(this.state.error);
    this.setState({ error: null });
  };

  private readonly retryOnline = (): void => {
    if (isFailedDownload(this.state.error)) this.retry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const download = isFailedDownload(error);
    return (
      <PageContainer $width="narrow">
        <PageHeader title={texts.common.pageLoadFailedTitle} />
        <ErrorBox>
          <p>{download ? texts.errors.unavailable : texts.common.pageLoadFailedBody}</p>
        </ErrorBox>
        <div style={{ marginTop: 16 }}>
          {download ? (
            <Button onClick={this.retry}>{texts.common.retry}</Button>
          ) : (
            <Button onClick={() => window.location.reload()}>{texts.common.reload}</Button>
          )}
        </div>
      </PageContainer>
    );
  }
}
