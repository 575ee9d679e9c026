import type { Page } from 'playwright-core';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { DEMO_PARTNER } from './chat.ts';

/** Messages each tab sends. */
const EACH = 200;
const TABS = ['A', 'B'] as const;

function label(tab: (typeof TABS)[number], i: number): string {
  return `分頁${tab}第${String(i).padStart(3, '0')}則`;
}

/** How many times each expected message shows in the page's log, and any stranger. */
async function tally(page: Page): Promise<{ seen: Map<string, number>; failed: number }> {
  const { texts, failed } = await page.evaluate(() => {
    const log = document.querySelector('[role="log"]');
    return {
      texts: (log?.textContent ?? '').match(/分頁[AB]第\d{3}則/g) ?? [],
      failed: [...document.querySelectorAll('button')].filter((b) => b.textContent?.includes('重新傳送')).length,
    };
  });
  const seen = new Map<string, number>();
  for (const x of texts) seen.set(x, (seen.get(x) ?? 0) + 1);
  return { seen, failed };
}

function describeTally(seen: Map<string, number>): string {
  const missing: string[] = [];
  const twice: string[] = [];
  for (const tab of TABS) {
    for (let i = 0; i < EACH; i += 1) {
      const n = seen.get(label(tab, i)) ?? 0;
      if (n === 0) missing.push(label(tab, i));
      if (n > 1) twice.push(label(tab, i));
    }
  }
  const stored = [...seen.values()].reduce((a, b) => a + b, 0);
  return `${stored} of ${EACH * TABS.length} shown; ${missing.length} missing (${missing.slice(0, 5).join(', ')}…), ${twice.length} more than once`;
}

/** Waits until each tab's log shows every message (or gives up), then says what each shows. */
async function everyMessageOnce(pages: readonly Page[], when: string): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (const [n, page] of pages.entries()) {
    await page
      .waitForFunction(
        (total) =>
          ((document.querySelector('[role="log"]')?.textContent ?? '').match(/分頁[AB]第\d{3}則/g) ?? []).length >=
          total,
        EACH * TABS.length,
        { timeout: 10_000, polling: 200 },
      )
      .catch(() => {});
    const { seen, failed } = await tally(page);
    const once = TABS.every((tab) =>
      Array.from({ length: EACH }, (_, i) => seen.get(label(tab, i)) === 1).every(Boolean),
    );
    const who = `tab ${TABS[n]}${when}`;
    const said = `${describeTally(seen)}; ${failed} failed bubbles`;
    console.log(`    ${who}: ${said}`);
    verdicts.push({ who, ok: once && seen.size === EACH * TABS.length && failed === 0, said });
  }
  return verdicts;
}

interface Verdict {
  who: string;
  ok: boolean;
  said: string;
}

/**
 * Sends every message through the composer as fast as the page takes events: the text goes in
 * as typed input, Enter sends it, and the next one follows in the next task, without waiting
 * for the one before to be stored.
 */
async function sendAll(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  const texts = Array.from({ length: EACH }, (_, i) => label(tab, i));
  await page.evaluate(async (all) => {
    const input = document.querySelector<HTMLTextAreaElement>('textarea[aria-describedby]');
    if (!input) throw new Error('no composer');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    for (const text of all) {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }),
      );
      await new Promise((r) => setTimeout(r, 0));
    }
  }, texts);
}

/**
 * Two tabs of one browser, signed in as two members, each send 200 messages into their chat as
 * fast as they can, at the same time: every message is in both logs exactly
 * once, in both tabs, and again after both reload (what the store holds).
 */
export const chatConcurrentTabs: Journey = {
  name: 'chat: two tabs send 200 messages each at once, and every message is stored once',
  async run(t) {
    const context = await t.newBrowserProfile('desktop');
    const a = await t.open(context, '/');
    await login(a, DEMO_MEMBER.email, DEMO_MEMBER.password);
    const b = await t.open(context, '/');
    await login(b, DEMO_PARTNER.email, DEMO_PARTNER.password);
    await a.goto(t.baseUrl + `/chat/${DEMO_PARTNER.uid}`);
    await b.goto(t.baseUrl + `/chat/${DEMO_MEMBER.uid}`);
    for (const page of [a, b]) {
      await settled(page);
      await page.getByRole('textbox', { name: '輸入訊息' }).waitFor();
    }

    const started = Date.now();
    await Promise.all([sendAll(a, 'A'), sendAll(b, 'B')]);
    // The browser's writes take turns: wait until neither tab has a message on its way.
    for (const page of [a, b]) {
      await page.waitForFunction(
        () => !document.querySelector('[role="log"]')?.textContent?.includes('傳送中'),
        undefined,
        {
          timeout: 120_000,
          polling: 250,
        },
      );
    }
    console.log(`    ${EACH * TABS.length} messages sent and stored in ${Date.now() - started} ms`);
    const live = await everyMessageOnce([a, b], '');
    await Promise.all([a.reload(), b.reload()]);
    const stored = await everyMessageOnce([a, b], ' after a reload');
    for (const v of [...live, ...stored]) {
      expect(v.ok, `${v.who}: every message once and no failed bubble, got ${v.said}`);
    }
    await context.close();
  },
};
