// inversify's container needs the Reflect metadata API (reflect-metadata's calls, in less code).
import '@abraham/reflection';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { buildConfig } from '../config/backend';
import type { UseCases } from '../core/usecases';
import { App } from '../ui/app/App';
import { buildContainer, USE_CASES } from './container';
import { loadBackend } from './loadBackend';
import { renderStartupError } from './startupError';

const log = (message: string, error: unknown) => console.error(`[app] ${message}`, error);

/**
 * Benchmarks only (test/bench): a tab whose sessionStorage holds `bench:count-backend` = '1'
 * (src/countingBackend.ts COUNTERS_FLAG) counts its backend work. The decorator is its own chunk,
 * never downloaded otherwise.
 */
function countersRequested(): boolean {
  try {
    return window.sessionStorage.getItem('bench:count-backend') === '1';
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const config = buildConfig();
  try {
    let backend = await loadBackend(config);
    if (countersRequested()) {
      const { installBackendCounters } = await import(/* webpackChunkName: "bench-counters" */ './countingBackend');
      backend = installBackendCounters(backend);
    }
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

void start();
