/**
 * The entry of the benchmarks' counting build (test/bench/buildBundle.ts --entry): the app as
 * src/main.tsx starts it, with its backend wrapped in the counting decorator and the counters
 * exposed as `window.__bench` for test/bench/screens.ts.
 */
// inversify's container needs the Reflect metadata API, as in src/main.tsx.
import '@abraham/reflection';
import { startApp } from '../../src/startApp';
import { installBackendCounters } from './countingBackend';

void startApp(installBackendCounters);
