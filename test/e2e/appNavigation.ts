import type { Page } from 'playwright-core';

const wrapped = new WeakSet<Page>();

/**
 * The app's scripts start downloading only after the prerendered page has painted
 * (webpack.config.ts, AfterFirstPaintPlugin), which can be after the load event that
 * `goto` and `reload` wait for. A person takes longer than that to act; a script does not. So a
 * navigation of `page` that waits for the load event also waits until the network is quiet (the
 * scripts and the chunks of the route have arrived) and the app has taken the page over: a quiet
 * network comes before the end of a hydration that runs in slices on a busy machine, and a tab
 * tapped on the prerendered page before then does nothing (src/index.html's inline script keeps
 * typed text only; ui/hooks/EarlyInput.ts).
 */
export function waitForAppOnNavigation(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilStarted = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
    const response = await navigation;
    if ((waitUntil ?? 'load') === 'load') {
      await page.waitForLoadState('networkidle');
      // A page whose scripts cannot start (the startup journey) never is: its own checks decide.
      await page
        .waitForFunction(() => !window.earlyInput || window.earlyInput.taken, undefined, { timeout: 10_000 })
        .catch(() => undefined);
    }
    return response;
  };
  page.goto = (url, options) => untilStarted(goto(url, options), options?.waitUntil);
  page.reload = (options) => untilStarted(reload(options), options?.waitUntil);
}
