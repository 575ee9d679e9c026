import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScrollToTop } from './useScrollToTop';
import { styled } from 'styled-components';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { BoundaryHydrated } from '../components/hydration';
import { lazyPart } from '../components/lazyPart';
import { LoadingState } from '../components/LoadingState';
import { PartBoundary } from '../components/PartBoundary';
import { MAIN_CONTENT_ID, SkipLink } from '../components/SkipLink';
import { Header } from './Header';
import { keepPrerenderedContentAt } from '../hooks/PrerenderedContent';
import { whenPageIdle } from '../components/whenPageIdle';

// The footer sits below the fold (Main is at least a screen tall), so its code is a chunk of
// its own, fetched once the page has loaded and is idle: the first screen's downloads do not share
// a phone's network with it. A prerendered page has it in its markup and loads it before hydrating.
const footer = lazyPart(
  () => import(/* webpackChunkName: "footer" */ './Footer'),
  (m) => m.Footer,
);
const Footer = footer.Component;

/** What the layout renders from chunks of its own: loaded before hydrating a prerendered page. */
export const preloadLayoutParts = (): Promise<void> => footer.preload();

/** Whether to render the footer: at once when its code is in, else once the page is idle. */
function useFooterShown(): boolean {
  const [shown, setShown] = useState(footer.isLoaded);
  useEffect(() => (shown ? undefined : whenPageIdle(() => setShown(true))), [shown]);
  return shown;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

// At least the screen below the header: while a page loads, the footer stays below the fold, so the page's
// content arriving does not push a visible footer down (a layout shift, CLS).
const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  min-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});

  &:focus {
    outline: none;
  }
`;

/**
 * Every page's frame: skip link, header, <main id="main-content"> and footer. Pages render in
 * the Outlet; while a page's chunk loads, an announced loading state shows; a page that fails
 * shows a reload prompt instead of a blank screen.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  keepPrerenderedContentAt(pathname);
  useScrollToTop();
  const footerShown = useFooterShown();
  return (
    <Shell>
      <SkipLink />
      <Header />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingState variant="page" />}>
            <Outlet />
            <BoundaryHydrated />
          </Suspense>
        </ErrorBoundary>
      </Main>
      {footerShown && (
        <PartBoundary name="the footer" fallback={null}>
          <Footer />
          <BoundaryHydrated />
        </PartBoundary>
      )}
    </Shell>
  );
}
