import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  route: string;
  viewport: string;
  id: string;
  impact: string;
  nodes: number;
  help: string;
}

/**
 * Errors of the inspector, not of the page: V8 now and then collects the pending promise of axe's
 * partial run that Playwright awaits through a weak handle, and the run then never reports. A fresh
 * injection of axe starts a clean run.
 */
const LOST_RUN = /Resulting promise was garbage collected|Promise was collected|Execution context was destroyed/;

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page, route: string, viewport: string): Promise<AxeFinding[]> {
  const analyze = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const results = await analyze().catch((error: unknown) => {
    if (!(error instanceof Error) || !LOST_RUN.test(error.message)) throw error;
    console.log(`    axe on ${route} (${viewport}) ran again: ${error.message.split('\n')[0]}`);
    return analyze();
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, viewport, id: v.id, impact: v.impact ?? '', nodes: v.nodes.length, help: v.help }));
}
