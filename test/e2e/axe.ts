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

/** Serious and critical axe-core violations on the page as it is now. */
export async function seriousViolations(page: Page, route: string, viewport: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ route, viewport, id: v.id, impact: v.impact ?? '', nodes: v.nodes.length, help: v.help }));
}
