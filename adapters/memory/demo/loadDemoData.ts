import type { DemoData } from './demoTypes';

export type { DemoData, DemoUser } from './demoTypes';
export { DEMO_ACCOUNTS, DEMO_NOW } from './demoTypes';

/**
 * Loads the demo data set in its own chunk and returns a fresh deep copy, so a backend may
 * mutate what it gets without touching the module's data (or a second backend's copy).
 */
export async function loadDemoData(): Promise<DemoData> {
  const { demoData } = await import(/* webpackChunkName: "demo-data" */ './demoData');
  return structuredClone(demoData);
}
