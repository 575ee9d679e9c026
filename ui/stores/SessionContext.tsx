import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { SessionStore } from './SessionStore';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The app-wide SessionStore. Read it inside an `observer` component so changes re-render. */
export function useSession(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession() must be used inside <SessionProvider> (ui/app/App.tsx)');
  return store;
}
