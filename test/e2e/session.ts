import type { Page } from 'playwright-core';

export const DEMO_MEMBER = { email: 'demo@cofounder.tw', password: 'demo1234', uid: 'u-demo' };
export const DEMO_ADMIN = { email: 'admin@cofounder.tw', password: 'admin1234', uid: 'u-admin' };

/** Signs in through the Auth page's login tab, as a person would. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  // The Auth page, with any ?next= the guard gave it.
  if (new URL(page.url()).pathname !== '/') await page.goto(new URL('/', page.url()).href);
  await page.getByRole('tab', { name: '登入' }).click();
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.locator('form').getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/', { timeout: 10_000 });
}

export async function logout(page: Page): Promise<void> {
  const direct = page.getByRole('button', { name: '登出' });
  if (!(await direct.isVisible())) await page.getByRole('button', { name: /選單/ }).click();
  await page.getByRole('button', { name: '登出' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Waits until the route's page has rendered its main content (not the loading state). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main').first().waitFor();
  await page
    .waitForFunction(() => !document.querySelector('[data-loading="true"]'), undefined, { timeout: 10_000 })
    .catch(() => {});
}

/**
 * What makes the page wider than its window, or null when nothing does: the page's width and the
 * element whose right edge sets it (on a phone, a wider page is laid out wider and shown zoomed out).
 */
export async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled <= width) return null;
    const edge = [...document.body.querySelectorAll('*')].findLast(
      (e) => Math.abs(e.getBoundingClientRect().right - scrolled) < 1,
    );
    const name = edge
      ? `<${edge.tagName.toLowerCase()} class="${edge.getAttribute('class') ?? ''}">${(edge.textContent ?? '').slice(0, 30)}`
      : 'none found';
    return `${scrolled} px wide in a ${width} px window; the element at that edge: ${name}`;
  });
}
