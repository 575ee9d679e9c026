/** The explore pages rendered in the app's providers, on a world from exploreSeed. */
import { act, render, screen } from '@testing-library/react';
import { when } from 'mobx';
import { StrictMode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AppRouter } from '../../../ui/app/AppRouter';
import type { UseCases } from '../../../core/usecases';
import { AppProviders } from '../../../ui/app/App';
import ExplorePartnersPage from '../../../ui/explore/ExplorePartnersPage';
import ExploreProjectsPage from '../../../ui/explore/ExploreProjectsPage';
import { SessionStore } from '../../../ui/stores/SessionStore';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A page a card links to, with the browser's Back as a button. */
function LinkedPage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{title}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        上一頁
      </button>
    </>
  );
}

export interface RenderedExplore {
  session: SessionStore;
  /** The router's path and query string. */
  location: () => string;
  unmount: () => void;
}

/** The explore pages (and probes for the pages their cards link to) at `path`, signed in as u-me, in StrictMode like the app. */
export async function renderExplore(useCases: UseCases, path: string): Promise<RenderedExplore> {
  const session = new SessionStore(useCases, () => {});
  act(() => session.start());
  await act(async () => {
    await when(() => session.ready);
  });
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <StrictMode>
        <AppProviders useCases={useCases} backendName="memory" session={session}>
          <AppRouter kind="memory" initialEntries={[path]}>
            <Routes>
              <Route path="/explore-partners" element={<ExplorePartnersPage />} />
              <Route path="/explore-projects" element={<ExploreProjectsPage />} />
              <Route path="/profile/:id" element={<LinkedPage title="個人檔案頁" />} />
              <Route path="/project/:id" element={<LinkedPage title="專案頁" />} />
            </Routes>
            <LocationProbe />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
  return {
    session,
    location: () => screen.getByTestId('location').textContent ?? '',
    unmount: () => {
      view.unmount();
      session.dispose();
    },
  };
}
