/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '../../../core/constants';
import { QUESTIONNAIRE, QUESTIONS, confirmDialog, findPageHeading, makeWorld, renderAt } from './adminWorld';

async function openEditor(options: Parameters<typeof makeWorld>[0] = {}) {
  const world = await makeWorld(options);
  renderAt(world, '/admin/questionnaire-editor');
  await findPageHeading('問卷編輯');
  return world;
}

/** The question texts under each part heading, in page order. */
function outline(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const heading of screen.getAllByRole('heading', { level: 2, name: /^第 \d+ 部分$/ })) {
    const section = heading.closest('section');
    if (!section) continue;
    out[heading.textContent ?? ''] = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');
  }
  return out;
}

function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

async function activeQuestions(world: Awaited<ReturnType<typeof makeWorld>>) {
  return (await world.useCases.questionnaire.loadActive())?.questions ?? [];
}

describe('Questionnaire editor: the list (spec 2 Admin, 7 Questionnaire)', () => {
  it('shows the active questionnaire’s questions grouped by part, ordered by order', async () => {
    await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    expect(screen.getByText('共 3 題')).toBeTruthy();
    expect(outline()).toEqual({
      '第 1 部分': ['第一部分的第一題', '第一部分的第二題'],
      '第 2 部分': ['第二部分的題目'],
    });
  });

  it('says so when no questionnaire is active, with nothing to add to', async () => {
    await openEditor({ noQuestionnaire: true });
    expect(await screen.findByText('目前沒有啟用中的問卷', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增題目/ })).toBeNull();
  });
});

describe('Questionnaire editor: the form (spec 5 Question editor, 9)', () => {
  it('requires part and text; drops blank options; blank scores become 0 and a blank order 10', async () => {
    const world = await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /新增題目/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增題目' });
    // A blank order is 10 (its hint says so): not a field the admin must fill.
    expect(within(dialog).getByLabelText('排序').getAttribute('aria-required')).toBeNull();
    expect((within(dialog).getByLabelText('排序') as HTMLInputElement).value).toBe('10');
    expect(within(dialog).getAllByRole('group', { name: /^選項 \d$/ })).toHaveLength(4);

    // Nothing filled: part, text and options are reported.
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(errorOf(within(dialog).getByLabelText('所屬部分'))).toContain('請輸入所屬部分（1 以上的整數）。');
    expect(errorOf(within(dialog).getByLabelText('題目內容'))).toContain('請輸入題目內容。');
    expect(within(dialog).getByText('請至少填寫兩個選項。')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('所屬部分'));
    expect(await activeQuestions(world)).toHaveLength(QUESTIONS.length);

    await userEvent.type(within(dialog).getByLabelText('所屬部分'), '3');
    await userEvent.clear(within(dialog).getByLabelText('排序'));
    await userEvent.type(within(dialog).getByLabelText('題目內容'), '  面對資金缺口，你會怎麼做？  ');
    const [first, second, third] = within(dialog).getAllByRole('group', { name: /^選項 \d$/ }) as HTMLElement[];
    await userEvent.type(within(first!).getByLabelText('選項內容'), '先找天使投資人');
    await userEvent.type(within(first!).getByLabelText('綜合分數'), '5');
    await userEvent.type(within(first!).getByLabelText('風險承受度'), '4');
    await userEvent.type(within(second!).getByLabelText('選項內容'), '縮減開支');
    await userEvent.type(within(third!).getByLabelText('綜合分數'), '3'); // a score without text: the option is dropped
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));

    expect(await screen.findByText('已新增題目。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = (await activeQuestions(world)).find((q) => q.text === '面對資金缺口，你會怎麼做？');
    expect(added).toMatchObject({
      questionnaireId: QUESTIONNAIRE.id,
      part: 3,
      order: 10,
      type: 'single_choice',
      options: [
        { text: '先找天使投資人', scores: { overall: 5, skill: 0, execution: 0, teamwork: 0, risk: 4 } },
        { text: '縮減開支', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
      ],
    });
    await waitFor(() => expect(outline()['第 3 部分']).toEqual(['面對資金缺口，你會怎麼做？']));
  });

  it('asks before a typed question goes: Esc or 取消, 繼續編輯 keeps it, 放棄變更 closes', async () => {
    await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /新增題目/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增題目' });
    await userEvent.type(within(dialog).getByLabelText('題目內容'), '你會怎麼面對失敗？');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: '繼續編輯' }));
    expect((within(dialog).getByLabelText('題目內容') as HTMLTextAreaElement).value).toBe('你會怎麼面對失敗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(await screen.findByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增題目' })).toBeNull());
  });

  it('adds and removes options', async () => {
    await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /新增題目/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增題目' });
    await userEvent.click(within(dialog).getByRole('button', { name: /新增選項/ }));
    expect(within(dialog).getAllByRole('group', { name: /^選項 \d$/ })).toHaveLength(5);
    await waitFor(() => expect(document.activeElement).toBe(within(within(dialog).getByRole('group', { name: '選項 5' })).getByLabelText('選項內容')));
    for (const n of [5, 4, 3, 2]) await userEvent.click(within(dialog).getByRole('button', { name: `移除選項 ${n}` }));
    expect(within(dialog).getAllByRole('group', { name: /^選項 \d$/ })).toHaveLength(1);
    // The last option stays.
    expect(within(dialog).getByRole('button', { name: '移除選項 1' }).hasAttribute('disabled')).toBe(true);
  });

  it(`stops adding options at ${LIMITS.QUESTION_MAX_OPTIONS}, and says so`, async () => {
    await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /新增題目/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增題目' });
    const add = within(dialog).getByRole('button', { name: /新增選項/ });
    for (let n = 4; n < LIMITS.QUESTION_MAX_OPTIONS; n += 1) await userEvent.click(add);
    expect(within(dialog).getAllByRole('group', { name: /^選項 \d+$/ })).toHaveLength(LIMITS.QUESTION_MAX_OPTIONS);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(new RegExp(`最多 ${LIMITS.QUESTION_MAX_OPTIONS} 個選項`))).toBeTruthy();
  });

  it('edits a question: the form is filled, and the change moves it in the list', async () => {
    const world = await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: '編輯：第一部分的第一題' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯題目' });
    expect((within(dialog).getByLabelText('所屬部分') as HTMLInputElement).value).toBe('1');
    expect((within(dialog).getByLabelText('排序') as HTMLInputElement).value).toBe('10');
    expect((within(dialog).getByLabelText('題目內容') as HTMLTextAreaElement).value).toBe('第一部分的第一題');
    const [option] = within(dialog).getAllByRole('group', { name: /^選項 \d$/ }) as HTMLElement[];
    expect((within(option!).getByLabelText('選項內容') as HTMLInputElement).value).toBe('好');
    expect((within(option!).getByLabelText('團隊合作') as HTMLInputElement).value).toBe('3');

    const order = within(dialog).getByLabelText('排序');
    await userEvent.clear(order);
    await userEvent.type(order, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已更新題目。')).toBeTruthy();
    await waitFor(() => expect(outline()['第 1 部分']).toEqual(['第一部分的第二題', '第一部分的第一題']));
    const saved = (await activeQuestions(world)).find((q) => q.id === 'q-1-10');
    expect(saved).toMatchObject({ order: 30, part: 1, options: QUESTIONS[2]!.options });
  });

  it('deletes after the confirmation (cancel keeps it)', async () => {
    const world = await openEditor();
    await screen.findByText(QUESTIONNAIRE.title, undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: '刪除：第二部分的題目' }));
    let dialog = await confirmDialog();
    expect(within(dialog).getByText('「第二部分的題目」將從創業評測中移除，且無法復原。')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await activeQuestions(world)).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: '刪除：第二部分的題目' }));
    dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '刪除題目' }));
    expect(await screen.findByText('已刪除題目。')).toBeTruthy();
    expect((await activeQuestions(world)).map((q) => q.id).sort()).toEqual(['q-1-10', 'q-1-20']);
    await waitFor(() => expect(outline()).toEqual({ '第 1 部分': ['第一部分的第一題', '第一部分的第二題'] }));
  });
});
