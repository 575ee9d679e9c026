import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { buildConfig } from '../config/backend';
import type { Backend } from '../core/ports';
import type { UseCases } from '../core/usecases';
import { App } from '../ui/app/App';
import { buildContainer, USE_CASES } from './container';
import { loadBackend } from './loadBackend';
import { renderStartupError } from './startupError';

const log = (message: string, error: unknown) => console.error(`[app] ${message}`, error);

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
  try {
    const backend = decorate(await loadBackend(config));
    const useCases = buildContainer(backend, log).get<UseCases>(USE_CASES);
    // A transition: React renders the first screen in slices that yield to the browser, instead
    // of one long task (phones: less blocking time, the page answers input sooner).
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<App useCases={useCases} backendName={config.backend} />));
  } catch (error) {
    log('the backend could not start', error);
    renderStartupError(root, config.backend, error);
  }
}
