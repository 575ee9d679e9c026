import { StrictMode, useEffect, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { UseCases } from '../../core/usecases';
import { ConfirmProvider } from '../components/ConfirmDialog';
import { ToastProvider } from '../components/Toast';
import { SessionProvider } from '../stores/SessionContext';
import { SessionStore } from '../stores/SessionStore';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { AppRoutes } from './routes';
import { UseCasesProvider } from './UseCasesContext';

export interface AppProps {
  useCases: UseCases;
  /** memory, firebase or supabase: the memory backend shows a demo notice in the footer. */
  backendName: string;
  /** 'memory' for tests (MemoryRouter at initialPath); default the browser's history. */
  router?: 'browser' | 'memory';
  initialPath?: string;
}

/**
 * The whole UI: theme, global styles, the use cases, the session store, app-wide notices and
 * confirmations, and the router. The session store starts with the app and stops with it.
 */
export function App({ useCases, backendName, router = 'browser', initialPath = '/' }: AppProps) {
  const [session] = useState(() => new SessionStore(useCases));

  useEffect(() => {
    session.start();
    return () => session.dispose();
  }, [session]);

  useEffect(() => {
    document.documentElement.lang = 'zh-Hant-TW';
  }, []);

  const routes = <AppRoutes />;
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <UseCasesProvider useCases={useCases} backendName={backendName}>
          <SessionProvider store={session}>
            <ToastProvider>
              <ConfirmProvider>
                {router === 'memory' ? (
                  <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>
                ) : (
                  <BrowserRouter>{routes}</BrowserRouter>
                )}
              </ConfirmProvider>
            </ToastProvider>
          </SessionProvider>
        </UseCasesProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
