import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS } from './browser.ts';
import { expect } from './harness.ts';
import type { E2EContext } from './harness.ts';

/** axe at 360 and 1280 px, and a screenshot at each; fails on serious findings or horizontal overflow. */
export async function checkScreen(t: E2EContext, page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(!overflow, `${name} overflows horizontally at ${viewport} width`);
    const found = await seriousViolations(page, name, viewport);
    expect(found.length === 0, `axe-core serious/critical on ${name} at ${viewport}: ${JSON.stringify(found)}`);
    await t.shot(page, `${name}-${viewport}`);
  }
  if (original) await page.setViewportSize(original);
}
