import type { Page } from 'playwright-core';
import { seriousViolations, type AxeFinding } from '../axe.ts';
import path from 'node:path';
import { expect, SCREENSHOTS } from '../harness.ts';
import type { Journey } from '../harness.ts';
import { DEMO_MEMBER, login, settled } from '../session.ts';
import { listSettled } from './explore.ts';

/** Every recommended card's reasons, in order. */
async function reasonsOfCards(page: Page): Promise<string[][]> {
  const lists = page.locator('main article ul[aria-label="推薦理由"]');
  const n = await lists.count();
  const out: string[][] = [];
  for (let i = 0; i < n; i += 1) out.push(await lists.nth(i).locator('li').allTextContents());
  return out;
}

/**
 * Recommendations with their reasons: Home's 推薦夥伴 for the demo member, each card with two or
 * three reasons in plain words and when the member was last active; then Explore partners in the
 * 最適合我 order. At 360 and 1280 px, light and dark, checked by axe, with screenshots.
 */
export const recommendationsJourney: Journey = {
  name: 'recommendations: 推薦夥伴 on Home with reasons, Explore partners ordered 最適合我',
  async run(t) {
    const findings: AxeFinding[] = [];
    for (const [viewport, scheme] of [
      ['desktop', 'light'],
      ['phone', 'light'],
      ['desktop', 'dark'],
      ['phone', 'dark'],
    ] as const) {
      const context = await t.newBrowserProfile(viewport, scheme);
      const page = await t.open(context, '/');
      await login(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
      await page.goto(t.baseUrl + '/home');
      await settled(page);
      const section = page.locator('section', { has: page.getByRole('heading', { name: '推薦夥伴', level: 2 }) });
      await section.locator('article').first().waitFor({ timeout: 10_000 });
      const cards = await section.locator('article').count();
      expect(cards >= 1 && cards <= 4, `Home recommends 1 to 4 members, got ${cards}`);
      const reasons = await reasonsOfCards(page);
      expect(reasons.length === cards, `every recommended card lists its reasons (${reasons.length} of ${cards})`);
      for (const r of reasons)
        expect(r.length >= 2 && r.length <= 3, `two or three reasons a card, got ${JSON.stringify(r)}`);
      expect(
        reasons.some((r) => r.some((x) => x.startsWith('你需要的') || x.startsWith('具備你需要的'))),
        `a reason names the skills the demo project needs: ${JSON.stringify(reasons)}`,
      );
      expect(
        (await section.getByText(/^最近上線：/).count()) === cards,
        'each card says when the member was last active',
      );
      await section.scrollIntoViewIfNeeded();
      findings.push(...(await seriousViolations(page, '/home (推薦夥伴)', `${viewport} ${scheme}`)));
      if (scheme === 'light') {
        await section.screenshot({ path: path.join(SCREENSHOTS, `recommendations-home-${viewport}.png`) });
        await t.shot(page, `recommendations-home-page-${viewport}`);
      }

      await section.getByRole('link', { name: '看更多最適合我的夥伴' }).click();
      await page.waitForURL((url) => url.pathname === '/explore-partners' && url.searchParams.get('order') === 'best');
      await settled(page);
      await listSettled(page);
      expect((await page.getByLabel('排序').inputValue()) === 'best', 'the order reads 最適合我');
      await page.locator('main article').first().waitFor({ timeout: 10_000 });
      const best = await reasonsOfCards(page);
      expect(best.length >= cards, `最適合我 lists at least Home's members, got ${best.length}`);
      expect(JSON.stringify(best.slice(0, cards)) === JSON.stringify(reasons), 'the best first, in Home’s order');
      findings.push(...(await seriousViolations(page, '/explore-partners?order=best', `${viewport} ${scheme}`)));
      if (scheme === 'light') await t.shot(page, `recommendations-explore-best-${viewport}`);

      await page.getByLabel('排序').selectOption('');
      await page.waitForURL((url) => !url.searchParams.has('order'));
      await page.locator('main ul[aria-label="推薦理由"]').first().waitFor({ state: 'detached', timeout: 10_000 });
      await listSettled(page);
      await page.locator('main article').first().waitFor({ timeout: 10_000 });
      expect((await reasonsOfCards(page)).length === 0, 'the default order shows no reasons');
      await context.close();
    }
    expect(findings.length === 0, `axe: ${JSON.stringify(findings, null, 2)}`);
  },
};
