import { expect } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { listSettled, loadToEnd, PARTNERS_END } from './explore.ts';

/** Whether a partner card stands for a half-finished account (no role, or no headline). */
const INCOMPLETE = /角色未定|尚未填寫一句話介紹/;
/** The quiet mark of a member who has not opened the app for 90 days. */
const INACTIVE = '最近較少上線';

/** Each part in order: complete profiles, then incomplete ones; returns where the incomplete start. */
function completeFirst(cards: string[], part: string): number {
  const incomplete = cards.map((text) => INCOMPLETE.test(text));
  const first = incomplete.indexOf(true);
  expect(
    first < 0 || incomplete.slice(first).every(Boolean),
    `${part}: every complete profile comes before the first incomplete one (card ${first + 1} of ${cards.length})`,
  );
  return first;
}

/**
 * Half-finished accounts: a member who registered and stopped before onboarding is the newest
 * account, yet Home's 認識新夥伴 does not feature them, and Explore partners lists every complete
 * profile before any incomplete one, among the active members and then among those inactive for 90
 * days (the quiet mark 最近較少上線), who come last. At 1280 and 360 px.
 */
export const halfFinishedAccounts: Journey = {
  name: 'who is shown: half-finished accounts are never featured and come after complete profiles, inactive members last',
  async run(t) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const context = await t.newBrowserProfile(viewport);
      const newcomer = await t.open(context, '/');
      const name = `半途會員${Date.now().toString(36)}`;
      await newcomer.getByRole('tab', { name: '註冊' }).click();
      await newcomer.getByLabel('姓名/暱稱').fill(name);
      await newcomer.getByLabel('電子郵件').fill(`half-${Date.now()}@example.com`);
      await newcomer.getByLabel('密碼', { exact: true }).fill('secret123');
      await newcomer.locator('form').getByRole('button', { name: '註冊', exact: true }).click();
      await newcomer.waitForURL((url) => url.pathname.startsWith('/profile/'), { timeout: 10_000 });
      await newcomer.close();

      const page = await t.open(context, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await settled(page);
      const members = page.getByRole('region', { name: '認識新夥伴' });
      await members.getByRole('listitem').first().waitFor();
      expect(!(await members.getByText(name).count()), 'Home does not feature a half-finished account');
      expect(!(await members.getByText(INCOMPLETE).count()), 'every featured member has a role and a headline');
      await t.shot(page, `who-is-shown-home-${viewport}`);

      await page.goto(t.baseUrl + '/explore-partners');
      await listSettled(page);
      await loadToEnd(page, PARTNERS_END);
      const cards = await page.locator('main article').allInnerTexts();
      const inactive = cards.map((text) => text.includes(INACTIVE));
      const firstInactive = inactive.indexOf(true);
      expect(firstInactive > 0, 'the demo has members inactive for 90 days, and they are listed');
      expect(
        inactive.slice(firstInactive).every(Boolean),
        `every active member comes before the first inactive one (card ${firstInactive + 1} of ${cards.length})`,
      );
      const active = cards.slice(0, firstInactive);
      const firstIncomplete = completeFirst(active, 'active members');
      completeFirst(cards.slice(firstInactive), 'inactive members');
      expect(firstIncomplete >= 0, 'the newcomer is listed (after the complete profiles)');
      expect(
        active.slice(firstIncomplete).some((text) => text.includes(name)),
        'the newest account, half-finished, is among the last of the active members',
      );
      await t.shot(page, `who-is-shown-explore-${viewport}`);
      await context.close();
    }
  },
};
