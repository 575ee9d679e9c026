/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, ResultNotConfirmedError } from '../../../core/domain';
import { OTHER, ORDERED_TEXTS, QUESTIONNAIRE, completeAssessment, makeWorld, renderAt } from './memoryApp';

jest.setTimeout(20_000);

// user-event walks radio groups with CSS.escape, which jsdom lacks.
const css = (globalThis as { CSS?: { escape?: (s: string) => string } }).CSS;
if (!css?.escape) {
  (globalThis as { CSS?: unknown }).CSS = { ...css, escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) };
}

const groups = () => screen.getAllByRole('radiogroup');
const finish = () => screen.getByRole('button', { name: '完成評測' });

/** Failures are logged (console.error) by design; keep the test output clean. */
function quietErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => {});
}

async function openQuestionnaire(options: Parameters<typeof makeWorld>[0] = {}) {
  const world = await makeWorld(options);
  const view = renderAt(world, '/questionnaire');
  await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 });
  return { world, view, user: userEvent.setup() };
}

/** Picks option `index` of every question, in screen order. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, index = 0) {
  for (const group of groups()) await user.click(within(group).getAllByRole('radio')[index]!);
}

afterEach(() => jest.restoreAllMocks());

describe('QuestionnairePage: the form (spec 2 Questionnaire, 5)', () => {
  it('shows the title, description and numbered questions ordered by part then order, grouped by part', async () => {
    await openQuestionnaire();
    expect(screen.getByText(QUESTIONNAIRE.description)).toBeTruthy();
    // accessible names carry the number; the screen order is part, then order
    const all = groups();
    expect(all).toHaveLength(4);
    ORDERED_TEXTS.forEach((text, i) => {
      expect(screen.getByRole('radiogroup', { name: new RegExp(`^第 ${i + 1} 題：\\s*${text}$`) })).toBe(all[i]);
      expect(within(all[i]!).getByText(String(i + 1))).toBeTruthy();
    });

    const parts = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(parts).toEqual(['第 1 部分', '第 2 部分']);
    const part2 = screen.getByRole('region', { name: '第 2 部分' });
    expect(
      within(part2)
        .getAllByRole('radiogroup')
        .map((g) => within(g).getAllByRole('radio').length),
    ).toEqual([4, 4]);
    expect(within(part2).getByText('題目丙')).toBeTruthy();
    expect(within(part2).queryByText('題目甲')).toBeNull();
    // every option is a native radio with its own label
    expect(within(groups()[0]!).getByRole('radio', { name: '甲：訂好期限，一步步完成' })).toBeTruthy();
  });

  it('enables 完成評測 only when every question is answered, with progress and how many remain', async () => {
    const { user } = await openQuestionnaire();
    expect(screen.getByText('已回答 0 / 4')).toBeTruthy();
    expect(screen.getByText('還有 4 題未回答')).toBeTruthy();
    expect((finish() as HTMLButtonElement).disabled).toBe(true);
    const progress = screen.getByRole('progressbar', { name: '作答進度' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');

    const [first, second, third] = groups();
    await user.click(within(first!).getAllByRole('radio')[1]!);
    await user.click(within(second!).getAllByRole('radio')[0]!);
    // changing an answer does not count twice
    await user.click(within(first!).getAllByRole('radio')[2]!);
    await user.click(within(third!).getAllByRole('radio')[0]!);
    expect(screen.getByText('已回答 3 / 4')).toBeTruthy();
    expect(screen.getByText('還有 1 題未回答')).toBeTruthy();
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect((finish() as HTMLButtonElement).disabled).toBe(true);
    expect((within(first!).getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
    expect((within(first!).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(false);

    await user.click(within(groups()[3]!).getAllByRole('radio')[1]!);
    expect(screen.getByText('已回答 4 / 4')).toBeTruthy();
    expect(screen.getByText('所有題目都完成了，可以送出評測！')).toBeTruthy();
    expect((finish() as HTMLButtonElement).disabled).toBe(false);
  });

  it('can be answered with the keyboard alone', async () => {
    const { user } = await openQuestionnaire();
    const firstRadio = within(groups()[0]!).getAllByRole('radio')[0] as HTMLInputElement;
    firstRadio.focus();
    await user.keyboard('{ArrowDown}');
    expect((within(groups()[0]!).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('已回答 1 / 4')).toBeTruthy();
  });

  it('submits, shows the waiting state until the backend writes the resultId, then opens the result', async () => {
    const { user, view, world } = await openQuestionnaire({ resultDelayMs: 250 });
    await answerAll(user, 0);
    await user.click(finish());
    const waiting = await screen.findByTestId('questionnaire-waiting', {}, { timeout: 2000 });
    expect(waiting.textContent).toContain('正在分析你的結果…');
    expect(waiting.getAttribute('role')).toBe('status');
    expect(waiting.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement?.textContent).toBe('正在分析你的結果…');
    expect(view.path()).toBe('/questionnaire');

    await waitFor(() => expect(view.path()).toMatch(/^\/questionnaire\/result\/.+/), { timeout: 5000 });
    const resultId = decodeURIComponent(view.path().split('/').pop()!);
    expect(world.session.profile?.archetypeResult?.resultId).toBe(resultId);
    expect(await screen.findByRole('heading', { level: 1, name: '領航者' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a failed submit keeps every answer and says so; sending again works', async () => {
    const { user, view, world } = await openQuestionnaire();
    quietErrors();
    const spy = jest
      .spyOn(world.useCases.questionnaire, 'submitAndWaitForResult')
      .mockRejectedValueOnce(new DomainError('unavailable'));
    await answerAll(user, 1);
    await user.click(finish());
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      '送出失敗，你的答案都還保留著，請稍後再試一次。',
    );
    for (const group of groups())
      expect((within(group).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('已回答 4 / 4')).toBeTruthy();
    expect(view.path()).toBe('/questionnaire');

    await user.click(finish());
    await waitFor(() => expect(view.path()).toMatch(/^\/questionnaire\/result\//), { timeout: 5000 });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { level: 1, name: '開拓者' }, { timeout: 5000 })).toBeTruthy();
  });

  it('when watching for the result fails after the answers are stored, never offers to send them again', async () => {
    const { user, view, world } = await openQuestionnaire();
    quietErrors();
    jest
      .spyOn(world.useCases.questionnaire, 'submitAndWaitForResult')
      .mockRejectedValueOnce(new ResultNotConfirmedError('unavailable'));
    await answerAll(user, 1);
    await user.click(finish());
    expect(await screen.findByText('分析時間比預期久', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('暫時無法取得分析結果，但你的答案已經送出，請稍後再檢查一次。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '完成評測' })).toBeNull();
    expect(screen.getByRole('button', { name: '再檢查一次' })).toBeTruthy();
    expect(view.path()).toBe('/questionnaire');
  });

  it('on a timeout says so and offers to check again; the late result then opens', async () => {
    const { user, view } = await openQuestionnaire({ resultDelayMs: 1200, resultWaitMs: 30 });
    await answerAll(user, 0);
    await user.click(finish());
    expect(await screen.findByText('分析時間比預期久', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(/你的答案已經送出，但結果還沒有產生/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '再檢查一次' }));
    expect(await screen.findByText('結果仍在分析中，請稍候片刻再檢查一次。')).toBeTruthy();
    expect(view.path()).toBe('/questionnaire');

    await waitFor(() => expect(view.path()).toMatch(/^\/questionnaire\/result\//), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: '領航者' }, { timeout: 5000 })).toBeTruthy();
  });

  it('keeps a draft of the answers in this tab: a reload restores them', async () => {
    const { user, view, world } = await openQuestionnaire();
    await user.click(within(groups()[0]!).getAllByRole('radio')[1]!);
    await user.click(within(groups()[2]!).getAllByRole('radio')[2]!);
    view.unmount();

    renderAt(world, '/questionnaire');
    await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 });
    expect(screen.getByText('已為你恢復上次還沒送出的答案。')).toBeTruthy();
    expect((within(groups()[0]!).getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect((within(groups()[2]!).getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('已回答 2 / 4')).toBeTruthy();
  });

  it('the retake says it is the last chance', async () => {
    const world = await makeWorld();
    await completeAssessment(world.useCases);
    await waitFor(() => expect(world.session.profile?.archetypeResult?.retakeCount).toBe(0));
    renderAt(world, '/questionnaire');
    await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 });
    expect(screen.getByText(/這是你的重新評測，也是最後一次作答機會/)).toBeTruthy();
    // Someone who came to look at their result, not to answer again, finds it from here.
    const resultId = world.session.profile?.archetypeResult?.resultId;
    expect(screen.getByRole('link', { name: '查看目前的評測結果' }).getAttribute('href')).toBe(
      `/questionnaire/result/${resultId}`,
    );
  });
});

describe('QuestionnairePage: eligibility and loading (spec 4, 8)', () => {
  it('a third attempt is sent (replace) to the latest result; the header link points there too', async () => {
    const world = await makeWorld();
    await completeAssessment(world.useCases, 2);
    const latest = await completeAssessment(world.useCases, 0);
    await waitFor(() => expect(world.session.profile?.archetypeResult?.resultId).toBe(latest));
    const view = renderAt(world, '/questionnaire');
    await waitFor(() => expect(view.path()).toBe(`/questionnaire/result/${latest}`), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: '領航者' }, { timeout: 5000 })).toBeTruthy();
    const header = within(screen.getByRole('banner'));
    expect(header.getAllByRole('link', { name: '創業評測' })[0]!.getAttribute('href')).toBe(
      `/questionnaire/result/${latest}`,
    );
  });

  it('chances used up without any result record: the spec’s message and a link to 聯絡我們', async () => {
    const world = await makeWorld({ resultDelayMs: 600_000 });
    // Two submissions the backend never scores.
    await world.backend.questionnaire.submit(QUESTIONNAIRE.id, [
      { questionId: 'q-a', chosenOptionIndex: 0 },
      { questionId: 'q-b', chosenOptionIndex: 0 },
      { questionId: 'q-c', chosenOptionIndex: 0 },
      { questionId: 'q-d', chosenOptionIndex: 0 },
    ]);
    await world.backend.questionnaire.submit(QUESTIONNAIRE.id, [
      { questionId: 'q-a', chosenOptionIndex: 1 },
      { questionId: 'q-b', chosenOptionIndex: 1 },
      { questionId: 'q-c', chosenOptionIndex: 1 },
      { questionId: 'q-d', chosenOptionIndex: 1 },
    ]);
    const view = renderAt(world, '/questionnaire');
    const alert = await screen.findByText(
      '你的評測次數已用完，系統找不到你上次的結果紀錄，請透過「聯絡我們」告訴我們，我們會協助你。',
      {},
      { timeout: 5000 },
    );
    expect(alert).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '聯絡我們' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
    expect(view.path()).toBe('/questionnaire');
  });

  it('an eligibility-check failure shows an error with 重試, which then loads the questionnaire', async () => {
    const world = await makeWorld();
    const logged = quietErrors();
    jest.spyOn(world.useCases.questionnaire, 'eligibility').mockRejectedValueOnce(new DomainError('unavailable'));
    renderAt(world, '/questionnaire');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      '無法確認你的評測資格，請稍後再試。',
    );
    expect(logged).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 })).toBeTruthy();
    expect(groups()).toHaveLength(4);
  });

  it('a load failure shows 無法載入評測：{reason} with 重試', async () => {
    const world = await makeWorld();
    quietErrors();
    jest.spyOn(world.useCases.questionnaire, 'loadActive').mockRejectedValueOnce(new DomainError('unavailable'));
    renderAt(world, '/questionnaire');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      '無法載入評測：目前無法連線，請檢查網路後再試一次。',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 })).toBeTruthy();
  });

  it('no active questionnaire: 目前沒有開放中的評測。', async () => {
    const world = await makeWorld({ noQuestionnaire: true });
    renderAt(world, '/questionnaire');
    expect(await screen.findByText('目前沒有開放中的評測。', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
  });

  it('another member’s submissions do not count against this member', async () => {
    const world = await makeWorld();
    const other = await world.otherClient();
    await other.useCases.auth.login(OTHER.email, OTHER.password);
    await completeAssessment(other.useCases);
    await completeAssessment(other.useCases);
    renderAt(world, '/questionnaire');
    expect(await screen.findByRole('heading', { level: 1, name: QUESTIONNAIRE.title }, { timeout: 5000 })).toBeTruthy();
  });
});
