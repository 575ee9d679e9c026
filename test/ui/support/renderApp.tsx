import { act, configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import { App, AppProviders } from '../../../ui/app/App';
import { AppRoutes } from '../../../ui/app/routes';
import { SessionStore } from '../../../ui/stores/SessionStore';
import { createFakeUseCases } from './fakeBackend';
import type { FakeWorld } from './fakeBackend';

// Lazy page chunks load through dynamic import(): give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const started: SessionStore[] = [];
afterEach(() => {
  for (const s of started.splice(0)) s.dispose();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderedRoutes extends RenderResult {
  world: FakeWorld;
  session: SessionStore;
  /** The router's current pathname. */
  path: () => string;
}

/**
 * The real route table and layout on a fake backend, in the app's router (in memory) at `path`, with a probe
 * that exposes the current pathname.
 */
export function renderRoutes(world: FakeWorld, path: string): RenderedRoutes {
  const { useCases } = createFakeUseCases(world);
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  started.push(session);
  const result = render(
    <AppProviders useCases={useCases} backendName="memory" session={session}>
      <AppRouter kind="memory" initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </AppRouter>
    </AppProviders>,
  );
  return {
    ...result,
    world,
    session,
    path: () => result.getByTestId('location').textContent ?? '',
  };
}

/** The exported <App> itself (router="memory"). */
export function renderApp(world: FakeWorld, path: string): RenderResult & { world: FakeWorld } {
  const { useCases } = createFakeUseCases(world);
  return { ...render(<App useCases={useCases} backendName="memory" router="memory" initialPath={path} />), world };
}
