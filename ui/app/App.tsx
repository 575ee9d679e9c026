import { StrictMode, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { UseCases } from '../../core/usecases';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { boundariesHydrating } from '../components/hydration';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../stores/SessionContext';
import { SessionStore } from '../stores/SessionStore';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { AppRouter } from './AppRouter';
import { AppRoutes } from './routes';
import { UseCasesProvider } from '../hooks/UseCasesContext';
import { useEarlyInputTakenOver } from '../hooks/EarlyInput';

export interface AppProps {
  useCases: UseCases;
  /** memory, firebase or supabase: the memory backend shows a demo notice in the footer. */
  backendName: string;
  /** 'memory' for tests (an in-memory history at initialPath); default the browser's history. */
  router?: 'browser' | 'memory';
  initialPath?: string;
}

export interface AppProvidersProps {
  useCases: UseCases;
  backendName: string;
  session: SessionStore;
  children: ReactNode;
}

/**
 * Everything a view needs above the router: theme and global styles, the use cases, the
 * session store, app-wide notices (useToast) and confirmations (useConfirm). Tests can wrap a
 * view (or AppRoutes in an AppRouter of kind memory) in it.
 */
export function AppProviders({ useCases, backendName, session, children }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <UseCasesProvider useCases={useCases} backendName={backendName}>
        <SessionProvider store={session}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </SessionProvider>
      </UseCasesProvider>
    </ThemeProvider>
  );
}

/**
 * The whole UI. The session store starts with the app and stops with it (every listener is
 * unsubscribed on unmount).
 */
export function App({ useCases, backendName, router = 'browser', initialPath = '/' }: AppProps) {
  const [session] = useState(() => new SessionStore(useCases));

  useEffect(() => {
    // Hydrating prerendered markup, the session starts once the markup's boundaries have hydrated
    // with the state they were rendered in (./hydration.ts); otherwise at once.
    let disposed = false;
    const hydrating = boundariesHydrating();
    if (!hydrating) session.start();
    else
      void hydrating.then(() => {
        if (!disposed) session.start();
      });
    return () => {
      disposed = true;
      session.dispose();
    };
  }, [session]);

  useEffect(() => {
    document.documentElement.lang = 'zh-Hant-TW';
  }, []);
  useEarlyInputTakenOver();

  return (
    <StrictMode>
      <AppProviders useCases={useCases} backendName={backendName} session={session}>
        <AppRouter kind={router} initialEntries={[initialPath]}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>
    </StrictMode>
  );
}
