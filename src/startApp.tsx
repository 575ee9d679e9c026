import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { buildConfig } from '../config/backend';
import type { Backend } from '../core/ports';
import type { UseCases } from '../core/usecases';
import { App } from '../ui/app/App';
import { PRERENDERED_CONTENT_ID, setPrerenderedContent, type PrerenderedContent } from '../ui/hooks/PrerenderedContent';
import { expectBoundaries, FRAME_BOUNDARIES } from '../ui/components/hydration';
import { preloadPagesAt } from '../ui/app/routes';
import { preloadLayoutParts } from '../ui/layout/AppLayout';
import { buildContainer, USE_CASES } from './container';
import { loadBackend } from './loadBackend';
import { renderStartupError } from './startupError';

const log = (message: string, error: unknown) => console.error(`[app] ${message}`, error);

/** The content the prerendered page shows, which it carries as JSON (src/build/prerenderPlugin.ts). */
function prerenderedContent(): PrerenderedContent {
  const json = document.getElementById(PRERENDERED_CONTENT_ID)?.textContent;
  return json ? (JSON.parse(json) as PrerenderedContent) : {};
}

/** Wraps the backend's ports before the app uses them (a decorator keeps their shape and behaviour). */
export type BackendDecorator = (backend: Backend) => Backend;

/**
 * Starts the app in #root: the configured backend, then the container, then the first screen.
 * An entry other than src/main.tsx (a measuring build) may pass `decorate` to wrap the backend
 * before anything uses it; the product passes nothing.
 */
export async function startApp(decorate: BackendDecorator = (backend) => backend): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const config = buildConfig();
  // The build prerendered this address (src/build/prerenderPlugin.ts): React adopts that markup
  // and its styles instead of drawing them again. Elsewhere (the shell served for any address,
  // an address with a query the page reads), the markup shows until the first render replaces it.
  const hydrating = root.dataset.prerendered === location.pathname && location.search === '';
  // What the prerendered markup holds from chunks of their own downloads beside the backend: when
  // React hydrates, nothing suspends and hydrates late, after the session has changed it.
  // A part that fails to download leaves the page to render afresh (its boundary then shows the error).
  const partsReady = hydrating
    ? Promise.all([preloadPagesAt(location.pathname), preloadLayoutParts()]).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);
  try {
    const backend = decorate(await loadBackend(config));
    const useCases = buildContainer(backend, log).get<UseCases>(USE_CASES);
    if (hydrating) setPrerenderedContent(location.pathname, prerenderedContent());
    const app = <App useCases={useCases} backendName={config.backend} />;
    if (await partsReady) {
      expectBoundaries(FRAME_BOUNDARIES);
      // Hydration in a transition yields to the browser between slices too, as the fresh
      // render below does: on a phone, one task of it blocked input for over 100 ms.
      startTransition(() => {
        hydrateRoot(root, app);
      });
      return;
    }
    // A transition: React renders the first screen in slices that yield to the browser, instead
    // of one long task (phones: less blocking time, the page answers input sooner).
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  } catch (error) {
    log('the backend could not start', error);
    renderStartupError(root, config.backend, error);
  }
}
