/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { OTHER, completeAssessment, makeWorld, renderAt } from './memoryApp';
import { archetypeTexts } from '../../../ui/questionnaire/texts/archetypes';

jest.setTimeout(20_000);
afterEach(() => jest.restoreAllMocks());

const main = () => within(screen.getByRole('main'));

async function openResult(resultId: string, world: Awaited<ReturnType<typeof makeWorld>>) {
  const view = renderAt(world, `/questionnaire/result/${resultId}`);
  await waitFor(() => expect(document.querySelector('[data-loading="true"]')).toBeNull(), { timeout: 5000 });
  return view;
}

describe('QuestionnaireResultPage: a found result (spec 2 Result)', () => {
  it('shows the total score, archetype, analysis, advice, the four archetype dimensions and the next steps', async () => {
    const world = await makeWorld();
    const resultId = await completeAssessment(world.useCases, 0);
    await openResult(resultId, world);

    const navigator = archetypeTexts.navigator;
    expect(main().getByRole('heading', { level: 1, name: '領航者' })).toBeTruthy();
    expect(main().getByText(navigator.tagline)).toBeTruthy();
    expect(main().getByRole('img', { name: '綜合分數 100 分，滿分 100 分' })).toBeTruthy();
    // Beside the ring: the total is scored on its own, so 100 beside bars of 20–100 reads as right.
    const ring = main().getByRole('img', { name: '綜合分數 100 分，滿分 100 分' });
    expect(ring.parentElement?.textContent).toContain('綜合分數衡量整體創業準備度，獨立計分，不是四個面向的平均。');
    expect(main().getByRole('heading', { level: 2, name: '特質分析' })).toBeTruthy();
    expect(main().getByText(navigator.analysis)).toBeTruthy();
    const advice = within(main().getByRole('region', { name: '發展建議' })).getAllByRole('listitem');
    expect(advice.map((li) => li.textContent)).toEqual([...navigator.advice]);

    // option 0 everywhere: overall 5/5, skill 1/5, execution 5/5, teamwork 1/2, risk 1/5
    const meters = within(main().getByRole('region', { name: '各面向分數' })).getAllByRole('meter');
    expect(
      meters.map((m) => [
        m.getAttribute('aria-labelledby') && document.getElementById(m.getAttribute('aria-labelledby')!)!.textContent,
        m.getAttribute('aria-valuenow'),
      ]),
    ).toEqual([
      // the four that decide the archetype; overall is the total score, not a bar
      ['專業能力', '20'],
      ['執行力', '100'],
      ['團隊合作', '50'],
      ['風險承受度', '20'],
    ]);
    expect(main().getByRole('meter', { name: '執行力' }).getAttribute('aria-valuemax')).toBe('100');

    expect(main().getByRole('link', { name: '探索夥伴' }).getAttribute('href')).toBe('/explore-partners');
    expect(main().getByRole('link', { name: '回到個人檔案' }).getAttribute('href')).toBe('/profile');
    expect(document.title).toContain('評測結果');
  });

  it.each([
    [1, 'pioneer', '開拓者'],
    [2, 'dreamer', '夢想家'],
    [3, 'artisan', '工匠'],
  ] as const)('option %i everywhere gives %s (%s) with its own texts', async (index, key, title) => {
    const world = await makeWorld();
    const resultId = await completeAssessment(world.useCases, index);
    await openResult(resultId, world);
    expect(main().getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(main().getByText(archetypeTexts[key].analysis)).toBeTruthy();
  });

  it('first result (retakeCount 0): 重新評測（剩 1 次機會） leads to the questionnaire', async () => {
    const world = await makeWorld();
    const resultId = await completeAssessment(world.useCases);
    const view = await openResult(resultId, world);
    const retake = main().getByRole('link', { name: '重新評測（剩 1 次機會）' });
    expect(retake.getAttribute('href')).toBe('/questionnaire');
    expect(main().queryByRole('button', { name: '已完成評測' })).toBeNull();

    await userEvent.setup().click(retake);
    await waitFor(() => expect(view.path()).toBe('/questionnaire'));
    expect(await screen.findByRole('radiogroup', { name: /題目甲/ }, { timeout: 5000 })).toBeTruthy();
  });

  it('after the retake (retakeCount 1): a disabled 已完成評測 button and no retake link', async () => {
    const world = await makeWorld();
    await completeAssessment(world.useCases, 2);
    const second = await completeAssessment(world.useCases, 1);
    expect((await world.useCases.questionnaire.lookupResult(second, world.session.uid!)).kind).toBe('found');
    await openResult(second, world);
    const done = main().getByRole('button', { name: '已完成評測' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(main().queryByRole('link', { name: /重新評測/ })).toBeNull();
    expect(main().getByText('你已經用完所有評測機會，這份是你最新的評測結果。')).toBeTruthy();
  });

  it('an older result never offers a chance that is already spent', async () => {
    const world = await makeWorld();
    const first = await completeAssessment(world.useCases, 2);
    await completeAssessment(world.useCases, 1);
    await waitFor(() => expect(world.session.profile?.archetypeResult?.retakeCount).toBe(1));
    await openResult(first, world);
    expect(main().getByRole('heading', { level: 1, name: '夢想家' })).toBeTruthy();
    expect((main().getByRole('button', { name: '已完成評測' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('QuestionnaireResultPage: messages (spec 8)', () => {
  it('missing: 找不到這份評測結果。 with 重試 and 回到個人檔案, plus the not-yet-completed prompt', async () => {
    const world = await makeWorld();
    await openResult('no-such-result', world);
    const alert = main().getByRole('alert');
    expect(alert.textContent).toContain('找不到這份評測結果。');
    expect(within(alert).getByRole('button', { name: '重試' })).toBeTruthy();
    expect(within(alert).getByRole('link', { name: '回到個人檔案' }).getAttribute('href')).toBe('/profile');
    const prompt = main().getByRole('region', { name: '你還沒有完成創業評測' });
    expect(within(prompt).getByRole('link', { name: '開始評測' }).getAttribute('href')).toBe('/questionnaire');
  });

  it('missing, for a member who has a result: a link to their own instead of the prompt', async () => {
    const world = await makeWorld();
    const own = await completeAssessment(world.useCases);
    await waitFor(() => expect(world.session.profile?.archetypeResult?.resultId).toBe(own));
    await openResult('no-such-result', world);
    expect(main().getByRole('link', { name: '查看我的評測結果' }).getAttribute('href')).toBe(
      `/questionnaire/result/${own}`,
    );
    expect(main().queryByText('你還沒有完成創業評測')).toBeNull();
  });

  it('another member’s result: 這份報告與目前登入的會員不符。 with 回到個人檔案 only', async () => {
    const world = await makeWorld();
    const other = await world.otherClient();
    await other.useCases.auth.login(OTHER.email, OTHER.password);
    const theirs = await completeAssessment(other.useCases);
    await openResult(theirs, world);
    const alert = main().getByRole('alert');
    expect(alert.textContent).toContain('這份報告與目前登入的會員不符。');
    expect(within(alert).getByRole('link', { name: '回到個人檔案' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: '重試' })).toBeNull();
    expect(main().queryByRole('heading', { name: '領航者' })).toBeNull();
  });

  it('a read failure shows a message with 重試, which then shows the result', async () => {
    const world = await makeWorld();
    const resultId = await completeAssessment(world.useCases);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(world.useCases.questionnaire, 'lookupResult').mockRejectedValueOnce(new DomainError('unavailable'));
    await openResult(resultId, world);
    expect(main().getByRole('alert').textContent).toContain('無法載入評測結果，請稍後再試。');
    await userEvent.setup().click(main().getByRole('button', { name: '重試' }));
    expect(await main().findByRole('heading', { level: 1, name: '領航者' }, { timeout: 5000 })).toBeTruthy();
  });
});
