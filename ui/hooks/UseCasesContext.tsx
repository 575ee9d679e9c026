import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { UseCases } from '../../core/usecases';

interface AppServices {
  useCases: UseCases;
  /** Which backend runs (memory, firebase, supabase): the memory one shows a demo notice. */
  backendName: string;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function UseCasesProvider({ useCases, backendName, children }: AppServices & { children: ReactNode }) {
  return <AppServicesContext.Provider value={{ useCases, backendName }}>{children}</AppServicesContext.Provider>;
}

function useAppServices(): AppServices {
  const value = useContext(AppServicesContext);
  if (!value) throw new Error('useUseCases() must be used inside <UseCasesProvider> (ui/app/App.tsx)');
  return value;
}

/** The use cases: the only API the UI calls. */
export function useUseCases(): UseCases {
  return useAppServices().useCases;
}

export function useBackendName(): string {
  return useAppServices().backendName;
}
