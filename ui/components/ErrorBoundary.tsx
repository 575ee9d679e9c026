import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { texts } from '../texts';
import { Button } from './Button';
import { ErrorBox } from './ErrorBox';
import { PageContainer } from './PageContainer';

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
 * Catches a page that fails to render or to load its chunk (e.g. offline), and offers a
 * reload instead of a blank page. Technical details go to the console only.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[ui] a page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <PageContainer $width="narrow">
        <ErrorBox title={texts.common.pageLoadFailedTitle}>
          <p>{texts.common.pageLoadFailedBody}</p>
        </ErrorBox>
        <div style={{ marginTop: 16 }}>
          <Button onClick={() => window.location.reload()}>{texts.common.reload}</Button>
        </div>
      </PageContainer>
    );
  }
}
