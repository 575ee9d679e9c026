import type { BrowserContext, Page } from 'playwright-core';
import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_ADMIN, DEMO_MEMBER, horizontalOverflow, login, settled } from '../session.ts';
import { ADMIN_ROUTES, MEMBER_ROUTES, VISITOR_ROUTES } from './routes.ts';

/** The memory backend's per-tab session, as it keeps it (adapters/memory/database.ts). */
const MEMORY_SESSION_KEY = 'cofounder-memory/v1/session';

/** What a member page shows while the session loads (ui/texts: pages.session.loading). */
const SESSION_LOADING = '正在確認登入狀態…';

/** Console errors and warnings of a page from now on (React reports hydration mismatches there). */
function recordConsole(page: Page, route: string, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') into.push(`${route}: ${message.type()}: ${message.text()}`);
  });
}

/** When the page first painted, and when its first app script (/assets/…js) began to download. */
async function paintAndFirstScript(page: Page): Promise<{ paint: number; script: number }> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => /\/assets\/.*\.js$/.test(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { paint, script: Math.min(...scripts) };
  });
}

/**
 * What a page's HTML has the browser fetch before the app's scripts are let in (outside
 * <template id="boot-scripts">), its images aside: each such request that finishes before the
 * first paint holds it back (a phone's LCP counts it).
 */
function fetchedBeforeScripts(html: string): string[] {
  const painted = html.replace(/<template id="?boot-scripts"?>[\s\S]*?<\/template>/, '');
  return [...painted.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)=["']?([^"'\s>]+)[^>]*>/g)]
    .filter(([tag, address]) => !address!.startsWith('data:') && !/\bas=["']?image\b/.test(tag))
    .map(([tag]) => tag);
}

/**
 * Every route opened cold, as a visitor, a member and an admin: the prerendered page hydrates
 * (src/startApp.tsx) and the browser's console stays silent, no hydration mismatch, no warning.
 * A visitor's page paints before any app script starts to download (webpack.config.ts,
 * AfterFirstPaintPlugin), and its HTML has nothing else fetched first but its images: the
 * scripts, the manifest and the icons never hold back the first paint.
 */
export const hydrationQuiet: Journey = {
  name: 'first paint: every route hydrates with no console warning or error',
  async run(t) {
    const messages: string[] = [];
    const visitor = await t.newBrowserProfile('phone');
    for (const route of VISITOR_ROUTES) {
      const early = fetchedBeforeScripts(await (await fetch(t.baseUrl + route)).text());
      expect(early.length === 0, `${route}: the page fetches before its first paint: ${early.join(' ')}`);
      const page = await visitor.newPage();
      recordConsole(page, route, messages);
      await page.goto(t.baseUrl + route);
      await settled(page);
      expect(
        (await page.locator('head link[rel="manifest"], head link[rel="apple-touch-icon"]').count()) === 2,
        `${route}: once the scripts are in, the page does not link the manifest and the home-screen icon`,
      );
      const { paint, script } = await paintAndFirstScript(page);
      expect(
        Number.isFinite(paint) && Number.isFinite(script) && script >= paint,
        `${route}: an app script began to download at ${script.toFixed(0)} ms, before the first paint at ${paint.toFixed(0)} ms`,
      );
      await page.close();
    }
    await visitor.close();
    for (const [account, routes] of [
      [DEMO_MEMBER, MEMBER_ROUTES],
      [DEMO_ADMIN, ADMIN_ROUTES],
    ] as const) {
      const profile = await t.newBrowserProfile('phone');
      const page = await t.open(profile, '/');
      await login(page, account.email, account.password);
      await settled(page);
      const at = { route: '' };
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${account.email} ${at.route}: ${message.type()}: ${message.text()}`);
      });
      for (const route of routes) {
        at.route = route;
        await page.goto(t.baseUrl + route);
        await settled(page);
      }
      await profile.close();
    }
    expect(messages.length === 0, `the console spoke while pages hydrated:\n${messages.join('\n')}`);
  },
};

/**
 * The page as it first paints: the app's scripts are held back (never answered), so what shows
 * is the prerendered HTML, its styles and its inline scripts only. It must fit the screen's width:
 * anything wider makes a phone lay the whole page out wider and show it zoomed out.
 */
async function atFirstPaint(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/assets/*.js', () => {
    // Held: the page stays as the HTML painted it.
  });
  // The whole HTML parsed, the held scripts aside (they are inserted after the first paint, so
  // they do not hold back DOMContentLoaded): what is checked next is all there, or never will be.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const overflow = await horizontalOverflow(page);
  expect(overflow === null, `${new URL(url).pathname} is wider than the screen at first paint: ${overflow}`);
  return page;
}

/**
 * No flash of wrong content, signed in or out: before any of the app's scripts runs, a visitor
 * sees the sign-in page and public pages whole, and a member page shows its loading state only
 * (no member content); a member sees a member page's skeleton; a member who opens the sign-in
 * page does not see its form.
 */
export const firstPaintShells: Journey = {
  name: 'first paint: the right shell for a visitor and a member before the scripts run (screenshots)',
  async run(t) {
    const visitor = await t.newBrowserProfile('phone');
    const signIn = await atFirstPaint(visitor, t.baseUrl + '/');
    expect(await signIn.getByRole('heading', { name: '歡迎回來' }).isVisible(), 'a visitor does not see the sign-in form at first paint');
    expect(await signIn.getByLabel('電子郵件').isVisible(), 'the sign-in form has no email field at first paint');
    await t.shot(signIn, 'first-paint-visitor-auth');
    // Used before the scripts arrive, the form does not submit itself: no address with the
    // email and password in it.
    await signIn.getByRole('tab', { name: '登入' }).click();
    await signIn.getByLabel('電子郵件').fill('early@example.com');
    await signIn.getByLabel('密碼', { exact: true }).fill('secret123');
    await signIn.getByLabel('密碼', { exact: true }).press('Enter');
    await signIn.waitForTimeout(300);
    expect(!signIn.url().includes('secret123') && new URL(signIn.url()).search === '', `the prerendered form submitted itself: ${signIn.url()}`);
    const resources = await atFirstPaint(visitor, t.baseUrl + '/resources');
    expect(await resources.getByRole('heading', { name: '創業資源', level: 1 }).isVisible(), '/resources has no heading at first paint');
    await t.shot(resources, 'first-paint-visitor-resources');
    for (const route of ['/home', '/explore-partners', '/project/u-001', '/profile/u-001']) {
      const page = await atFirstPaint(visitor, t.baseUrl + route);
      // A member page's own markup (a loading state, or a skeleton's heading) is hidden from a
      // visitor by the boot script, under the loading line; the shell of other addresses shows
      // its loading state.
      const main = (await page.locator('#main-content').innerText()).trim();
      const hidden = (await page.locator('html[data-boot="visitor"]').count()) === 1 && main === '';
      const loadingOnly =
        (await page.locator('#main-content [data-loading="true"]').count()) === 1 && main === SESSION_LOADING;
      expect(hidden || loadingOnly, `${route} shows a visitor more than its loading state at first paint: "${main}"`);
      await t.shot(page, `first-paint-visitor-${route.slice(1).replace(/\//g, '_')}`);
    }
    await visitor.close();

    const member = await t.newBrowserProfile('phone');
    // The member's tab as the memory backend leaves it after signing in (no script of the app runs here).
    await member.addInitScript(
      ([key, uid]) => sessionStorage.setItem(key as string, JSON.stringify({ uid })),
      [MEMORY_SESSION_KEY, DEMO_MEMBER.uid],
    );
    const memberAtSignIn = await atFirstPaint(member, t.baseUrl + '/');
    expect(!(await memberAtSignIn.getByRole('heading', { name: '歡迎回來' }).isVisible()), 'a member sees the sign-in form at first paint');
    expect(!(await memberAtSignIn.getByLabel('電子郵件').isVisible()), 'a member sees the sign-in email field at first paint');
    await t.shot(memberAtSignIn, 'first-paint-member-auth');
    // A member page with a skeleton paints its static parts before any script runs: Home its hero,
    // Explore partners its heading and description.
    const home = await atFirstPaint(member, t.baseUrl + '/home');
    expect(!(await home.getByRole('heading', { name: '歡迎回來' }).isVisible()), 'a member sees the sign-in form on /home at first paint');
    expect(
      await home.getByRole('heading', { name: '找到和你互補的創業夥伴', level: 1 }).isVisible(),
      "a member does not see Home's hero at first paint",
    );
    expect((await home.locator('html[data-boot]').count()) === 0, 'the boot script hid Home from a member');
    await t.shot(home, 'first-paint-member-home');
    const explore = await atFirstPaint(member, t.baseUrl + '/explore-partners');
    expect(
      await explore.getByRole('heading', { name: '探索夥伴', level: 1 }).isVisible(),
      'a member does not see the Explore partners heading at first paint',
    );
    expect((await explore.locator('html[data-boot]').count()) === 0, 'the boot script hid a member page from a member');
    await t.shot(explore, 'first-paint-member-explore-partners');
    await member.close();

    // With the scripts let through, the member opening the sign-in page lands on Home without it showing.
    const live = await t.newBrowserProfile('phone');
    const page = await t.open(live, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await settled(page);
    const seen: boolean[] = [];
    await page.exposeFunction('reportFormSeen', (visible: boolean) => seen.push(visible));
    await page.addInitScript(() => {
      const check = () => {
        const field = document.querySelector('input[autocomplete="email"]');
        const visible = !!field && (field as HTMLElement).offsetParent !== null;
        (window as unknown as { reportFormSeen(v: boolean): void }).reportFormSeen(visible);
        if (location.pathname === '/') requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto(t.baseUrl + '/');
    await page.waitForURL((url) => url.pathname !== '/');
    await settled(page);
    expect(!seen.includes(true), 'a member opening the sign-in page saw its form for a frame');
    await live.close();
  },
};

/**
 * The page as it first paints, with the app's scripts held back until `release()`: what the
 * person does before then meets the prerendered HTML and its inline scripts only.
 */
async function withScriptsHeld(context: BrowserContext, url: string): Promise<{ page: Page; release: () => void }> {
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (request) => {
    await held;
    await request.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return { page, release };
}

/**
 * A visitor types into the prerendered sign-in form (or a password manager fills it) and presses
 * 登入 before the app's scripts have arrived. Once they do, the app takes what was typed and
 * sends the form: the person is signed in, nothing typed is lost. The same at an address whose
 * query the page reads (`?next=`), where the app draws the page afresh instead of hydrating it.
 */
export const typedBeforeScripts: Journey = {
  name: 'first paint: what a visitor types and sends before the scripts arrive signs them in',
  async run(t) {
    for (const [route, landing] of [
      ['/', null],
      ['/?next=%2Fexplore-partners', '/explore-partners'],
    ] as const) {
      const visitor = await t.newBrowserProfile('phone');
      const { page, release } = await withScriptsHeld(visitor, t.baseUrl + route);
      await page.getByLabel('電子郵件').fill(DEMO_MEMBER.email);
      await page.getByLabel('密碼', { exact: true }).fill(DEMO_MEMBER.password);
      await page.locator('form').getByRole('button', { name: '登入', exact: true }).click();
      expect(
        (await page.locator('form[aria-busy="true"]').count()) === 1,
        `${route}: the form sent before the scripts arrived does not say it is busy`,
      );
      release();
      const signedIn = await page
        .waitForURL((url) => url.pathname !== '/', { timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      expect(signedIn, `${route}: typed and sent before the scripts arrived, the form did not sign the visitor in`);
      if (landing) expect(new URL(page.url()).pathname === landing, `${route}: signed in at ${page.url()}, not ${landing}`);
      await visitor.close();
    }

    // Sent without a password: once the scripts arrive, the app says what is missing and the
    // form is no longer busy.
    {
      const visitor = await t.newBrowserProfile('phone');
      const { page, release } = await withScriptsHeld(visitor, t.baseUrl + '/');
      const spoke: string[] = [];
      recordConsole(page, '/', spoke);
      await page.getByLabel('電子郵件').fill(DEMO_MEMBER.email);
      await page.locator('form').getByRole('button', { name: '登入', exact: true }).click();
      expect((await page.locator('form[aria-busy="true"]').count()) === 1, 'the form sent without a password does not say it is busy');
      release();
      await page.getByText('請輸入密碼。').first().waitFor();
      expect(
        (await page.locator('form[aria-busy], form[data-early-sent]').count()) === 0,
        'the form sent before the scripts arrived stays busy after the app has answered it',
      );
      expect(spoke.length === 0, `the console spoke as the app took over the sent form:\n${spoke.join('\n')}`);
      await visitor.close();
    }

    // The 註冊 tab pressed before the scripts arrive: once they do, the register form shows, with
    // the email typed before the press.
    {
      const visitor = await t.newBrowserProfile('phone');
      const { page, release } = await withScriptsHeld(visitor, t.baseUrl + '/');
      await page.getByLabel('電子郵件').fill('new.member@example.com');
      await page.getByRole('tab', { name: '註冊' }).click();
      release();
      const registering = await page
        .getByLabel('姓名/暱稱')
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      expect(registering, 'the 註冊 tab pressed before the scripts arrived did not open the register form');
      expect(
        (await page.getByRole('tab', { name: '註冊' }).getAttribute('aria-selected')) === 'true',
        'the 註冊 tab pressed before the scripts arrived is not the selected tab',
      );
      expect(
        (await page.getByLabel('電子郵件').inputValue()) === 'new.member@example.com',
        'the email typed before the tab was pressed is gone',
      );
      await visitor.close();
    }

    // Typed, not sent: once the scripts arrive, the fields keep the text and 登入 signs in.
    const visitor = await t.newBrowserProfile('phone');
    const { page, release } = await withScriptsHeld(visitor, t.baseUrl + '/');
    await page.getByLabel('電子郵件').fill(DEMO_MEMBER.email);
    await page.getByLabel('密碼', { exact: true }).fill(DEMO_MEMBER.password);
    release();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(
      (await page.getByLabel('電子郵件').inputValue()) === DEMO_MEMBER.email,
      'the email typed before the scripts arrived is gone',
    );
    await page.locator('form').getByRole('button', { name: '登入', exact: true }).click();
    const signedIn = await page
      .waitForURL((url) => url.pathname !== '/', { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    expect(signedIn, 'typed before the scripts arrived and sent after, the form did not sign in');
    await visitor.close();
  },
};

/** Chunks of parts no member page shows on its first screen: the footer, the phone menu, notices, the confirm dialog. */
const LATER_PARTS = /\/assets\/(footer|mobile-menu|toast|confirm-dialog)\.[^/]*\.js$/;

/**
 * A member page opened cold downloads what its first screen shows first: the chunks of the parts
 * it shows later (LATER_PARTS) start only once the page has loaded, shows no loading state any
 * more and is idle (ui/components/whenPageIdle.ts), so on a phone's network they do not share
 * its bandwidth with the page's own code and data. A prerendered page has the footer in its
 * markup: it loads the footer's code to hydrate it. Once idle the page has them, so the phone
 * menu still opens at once.
 */
export const firstScreenDownloads: Journey = {
  name: 'first paint: a member page downloads the parts its first screen does not show only once idle',
  async run(t) {
    const profile = await t.newBrowserProfile('phone');
    // Every change of whether the page shows a loading state (ui/components/LoadingState.tsx), and when.
    await profile.addInitScript(() => {
      const changes: [number, boolean][] = [];
      Object.assign(window, { loadingChanges: changes });
      new MutationObserver(() => {
        const loading = document.querySelector('[data-loading="true"]') !== null;
        if (changes.at(-1)?.[1] !== loading) changes.push([performance.now(), loading]);
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    // The memory backend keeps a tab's session in the tab: each page opens in the tab signed in.
    const page = await t.open(profile, '/');
    await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await settled(page);
    const cdp = await profile.newCDPSession(page);
    for (const route of ['/home', '/explore-partners', '/profile/u-002', '/project/u-001', '/inbox']) {
      await cdp.send('Network.clearBrowserCache');
      await page.goto(t.baseUrl + route);
      await settled(page);
      await page.waitForTimeout(1000);
      expect(new URL(page.url()).pathname === route, `${route}: the page went on to ${page.url()}`);
      const { early, later } = await page.evaluate((pattern) => {
        const parts = new RegExp(pattern);
        const hydrated = document.getElementById('root')?.dataset.prerendered === location.pathname;
        const changes = (window as unknown as { loadingChanges: [number, boolean][] }).loadingChanges;
        // Loading at `at`: before the app's first render, or while a loading state shows.
        const loadingAt = (at: number) => changes.length === 0 || at < changes[0]![0] || changes.filter(([when]) => when <= at).at(-1)![1];
        const name = (e: PerformanceEntry) => new URL(e.name).pathname.split('/').pop() ?? '';
        const fetched = performance.getEntriesByType('resource').filter((e) => parts.test(new URL(e.name).pathname));
        return {
          early: fetched
            .filter((e) => loadingAt(e.startTime) && !(hydrated && name(e).startsWith('footer.')))
            .map((e) => `${name(e)} at ${e.startTime.toFixed(0)} ms`),
          later: fetched.map(name),
        };
      }, LATER_PARTS.source);
      expect(early.length === 0, `${route}: the page downloaded ${early.join(', ')} while it was still loading`);
      expect(
        later.some((file) => file.startsWith('footer.')) && later.some((file) => file.startsWith('mobile-menu.')),
        `${route}: once idle, the page has not downloaded the footer and the phone menu (${later.join(', ') || 'nothing'})`,
      );
    }
    await cdp.detach();
    await profile.close();
  },
};
