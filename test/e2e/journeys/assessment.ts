import type { Page } from 'playwright-core';
import { seriousViolations } from '../axe.ts';
import type { AxeFinding } from '../axe.ts';
import { expect } from '../harness.ts';
import type { E2EContext, Journey } from '../harness.ts';
import { login, settled } from '../session.ts';

/** A demo member who has not taken the assessment (adapters/memory/demo/demoUsers.ts). */
const FRESH_MEMBER = { email: 'yating.huang@example.com', password: 'demo1234', uid: 'u-003' };

const RESULT_PATH = /^\/questionnaire\/result\/[^/]+$/;

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The header's 創業評測 link (desktop navigation). */
async function assessmentHref(page: Page): Promise<string | null> {
  return page.getByRole('banner').getByRole('link', { name: '創業評測', exact: true }).first().getAttribute('href');
}

/** Answers questions [from, to) with option (i + shift) % options. */
async function answer(page: Page, from: number, to: number, shift: number): Promise<void> {
  const groups = page.getByRole('radiogroup');
  for (let i = from; i < to; i += 1) {
    const radios = groups.nth(i).getByRole('radio');
    const count = await radios.count();
    await radios.nth((i + shift) % count).check();
  }
}

async function openQuestionnaire(page: Page, t: E2EContext): Promise<number> {
  await page.goto(t.baseUrl + '/questionnaire');
  await page.getByRole('radiogroup').first().waitFor();
  const total = await page.getByRole('radiogroup').count();
  expect(total > 1, `the questionnaire shows its questions, got ${total}`);
  return total;
}

/** Clicks 完成評測, catches the waiting state if it is on screen long enough, and waits for the result page. */
async function finish(page: Page, t: E2EContext, shot: string | null): Promise<string> {
  const before = pathOf(page);
  await page.getByRole('button', { name: '完成評測' }).click();
  const waiting = page.getByText('正在分析你的結果…').first();
  const caught = await waiting
    .waitFor({ timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (caught && shot) await t.shot(page, shot);
  await page.waitForURL((url) => RESULT_PATH.test(url.pathname) && url.pathname !== before, { timeout: 15_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  return pathOf(page);
}

/**
 * The assessment (spec 2, 4): a member takes it, sees the result, retakes once, sees the
 * second result with 已完成評測 disabled, and a third visit to /questionnaire goes to that result;
 * the header's 創業評測 link follows. Screenshots at 360 and 1280 px.
 */
export const assessment: Journey = {
  name: 'assessment: take it, see the result, retake once, third visit goes to the result',
  async run(t) {
    const findings: AxeFinding[] = [];

    // Desktop: the whole story.
    const desktop = await t.newBrowserProfile('desktop');
    const page = await t.open(desktop, '/');
    await login(page, FRESH_MEMBER.email, FRESH_MEMBER.password);
    await settled(page);
    expect(
      (await assessmentHref(page)) === '/questionnaire',
      `before any result 創業評測 links to /questionnaire, got ${await assessmentHref(page)}`,
    );

    const total = await openQuestionnaire(page, t);
    await answer(page, 0, Math.ceil(total / 2), 0);
    expect(
      await page.getByText(`已回答 ${Math.ceil(total / 2)} / ${total}`).isVisible(),
      'the progress shows how many are answered',
    );
    expect(
      await page.getByRole('button', { name: '完成評測' }).isDisabled(),
      '完成評測 is disabled while questions remain',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await t.shot(page, 'assessment-questionnaire-partial-desktop');
    findings.push(...(await seriousViolations(page, '/questionnaire (partly answered)', 'desktop')));

    await answer(page, Math.ceil(total / 2), total, 0);
    expect(
      await page.getByRole('button', { name: '完成評測' }).isEnabled(),
      '完成評測 is enabled once every question is answered',
    );
    const first = await finish(page, t, 'assessment-waiting-desktop');
    const retake = page.getByRole('main').getByRole('link', { name: '重新評測（剩 1 次機會）' });
    expect(await retake.isVisible(), 'the first result offers 重新評測（剩 1 次機會）');
    expect(
      await page
        .getByRole('main')
        .getByRole('img', { name: /^綜合分數 \d+ 分/ })
        .isVisible(),
      'the result shows the total score',
    );
    expect(
      await page.getByRole('main').getByRole('link', { name: '探索夥伴' }).isVisible(),
      'the result offers 探索夥伴',
    );
    await t.shot(page, 'assessment-result-first-desktop');
    findings.push(...(await seriousViolations(page, '/questionnaire/result (first)', 'desktop')));
    expect(
      (await assessmentHref(page)) === '/questionnaire',
      'after the first result 創業評測 still links to /questionnaire',
    );

    // Retake once.
    await retake.click();
    await page.waitForURL((url) => url.pathname === '/questionnaire');
    await page.getByRole('radiogroup').first().waitFor();
    expect(await page.getByText(/這是你的重新評測/).isVisible(), 'the retake says it is the last chance');
    await answer(page, 0, total, 1);
    const second = await finish(page, t, null);
    expect(second !== first, 'the retake opens a new result');
    const done = page.getByRole('main').getByRole('button', { name: '已完成評測' });
    expect(await done.isVisible(), 'the second result shows 已完成評測');
    expect(await done.isDisabled(), '已完成評測 is disabled');
    expect(
      (await page
        .getByRole('main')
        .getByRole('link', { name: /重新評測/ })
        .count()) === 0,
      'no retake link after the retake',
    );
    await t.shot(page, 'assessment-result-final-desktop');
    findings.push(...(await seriousViolations(page, '/questionnaire/result (final)', 'desktop')));
    await page.waitForFunction((expected) => {
      const link = [...document.querySelectorAll('header a')].find((a) => a.textContent?.trim() === '創業評測');
      return link?.getAttribute('href') === expected;
    }, second);
    expect(
      (await assessmentHref(page)) === second,
      `after the retake 創業評測 links to the result, got ${await assessmentHref(page)}`,
    );

    // A third try goes to the result.
    await page.goto(t.baseUrl + '/questionnaire');
    await page.waitForURL((url) => url.pathname === second);
    await page.getByRole('main').getByRole('button', { name: '已完成評測' }).waitFor();
    await desktop.close();

    // Phone: the same screens at 360 px (a fresh browser has its own demo data).
    const phone = await t.newBrowserProfile('phone');
    const small = await t.open(phone, '/');
    await login(small, FRESH_MEMBER.email, FRESH_MEMBER.password);
    const count = await openQuestionnaire(small, t);
    await answer(small, 0, Math.ceil(count / 3), 2);
    await small.evaluate(() => window.scrollTo(0, 0));
    await t.shot(small, 'assessment-questionnaire-partial-phone');
    findings.push(...(await seriousViolations(small, '/questionnaire (partly answered)', 'phone')));
    await answer(small, Math.ceil(count / 3), count, 2);
    await finish(small, t, 'assessment-waiting-phone');
    await t.shot(small, 'assessment-result-first-phone');
    findings.push(...(await seriousViolations(small, '/questionnaire/result (first)', 'phone')));
    await phone.close();

    expect(
      findings.length === 0,
      `axe-core serious/critical findings:\n${findings.map((f) => `${f.viewport} ${f.route}: ${f.id} (${f.nodes}) ${f.help}`).join('\n')}`,
    );
  },
};
