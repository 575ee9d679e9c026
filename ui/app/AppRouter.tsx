import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { guardHistory } from '../components/guardedHistory';

export interface AppRouterProps {
  /** 'memory' for tests (starting at initialEntries); default the browser's history. */
  kind?: 'browser' | 'memory';
  initialEntries?: string[];
  children: ReactNode;
}

/**
 * The app's router: BrowserRouter's (or MemoryRouter's) history, guarded, so a form with unsaved
 * edits can ask before any way of leaving it (ui/components/useLeaveGuard.ts).
 */
export function AppRouter({ kind = 'browser', initialEntries = ['/'], children }: AppRouterProps) {
  const [history] = useState(() =>
    guardHistory(
      kind === 'memory'
        ? createMemoryHistory({ initialEntries, v5Compat: true })
        : createBrowserHistory({ window, v5Compat: true }),
    ),
  );
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
