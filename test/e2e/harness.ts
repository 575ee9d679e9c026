import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './browser.ts';
import { waitForAppOnNavigation } from './appNavigation.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../../artifacts');
export const SCREENSHOTS = path.join(ARTIFACTS, 'screenshots');

export interface E2EContext {
  browser: Browser;
  baseUrl: string;
  /** A fresh browser profile (its own localStorage): a new person's browser, light or dark. */
  newBrowserProfile(viewport?: keyof typeof VIEWPORTS, colorScheme?: 'light' | 'dark'): Promise<BrowserContext>;
  /** Opens a page at a path of the app, failing the journey on any page error. */
  open(context: BrowserContext, route: string): Promise<Page>;
  shot(page: Page, name: string): Promise<void>;
}

export interface Journey {
  name: string;
  run(t: E2EContext): Promise<void>;
}

export class JourneyError extends Error {}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new JourneyError(message);
}

export function makeContext(browser: Browser, baseUrl: string, pageErrors: string[]): E2EContext {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    browser,
    baseUrl,
    async newBrowserProfile(viewport = 'desktop', colorScheme = 'light') {
      const context = await browser.newContext({
        viewport: VIEWPORTS[viewport],
        colorScheme,
        locale: 'zh-TW',
        timezoneId: 'Asia/Taipei',
      });
      context.setDefaultTimeout(10_000);
      context.on('page', waitForAppOnNavigation);
      return context;
    },
    async open(context, route) {
      const page = await context.newPage();
      waitForAppOnNavigation(page);
      page.on('pageerror', (e) => pageErrors.push(`${route}: ${e.message}`));
      await page.goto(baseUrl + route);
      return page;
    },
    async shot(page, name) {
      // The whole page as a member who scrolls down sees it: the pictures that load as they near
      // the screen (loading="lazy") load first, each given at most 3 s.
      await page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((image) => image.loading === 'lazy')
            .map((image) => {
              image.loading = 'eager';
              return Promise.race([
                image.decode().catch(() => {}),
                new Promise((resolve) => setTimeout(resolve, 3000)),
              ]);
            }),
        ),
      );
      // A full page's picture takes long on a loaded machine (three journeys share two cores): it
      // gets more than the 10 s a step gets, since its time says nothing of the product.
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, timeout: 30_000 });
    },
  };
}
