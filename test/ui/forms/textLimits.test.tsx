/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Questionnaire } from '../../../core/domain';
import { SCORE_DIMENSIONS } from '../../../core/domain';
import type { ValidationCode } from '../../../core/validation/codes';
import { validateRegister } from '../../../core/validation/auth';
import { validateBanner } from '../../../core/validation/banner';
import { validateMessage } from '../../../core/validation/chat';
import { validateFeedback } from '../../../core/validation/feedback';
import { validateProfile } from '../../../core/validation/profile';
import { validateProjectInput, validateSkillsProfile } from '../../../core/validation/project';
import { validateQuestion } from '../../../core/validation/question';
import { validateResource } from '../../../core/validation/resource';
import { addTag } from '../../../core/validation/tags';
import { banner, makeWorld, renderAt, resource, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

/**
 * Every text input of every form, walked as found on the page: its limit (read from the counter
 * it shows) is the number at which the save's own core validator starts to refuse the text.
 * A new input without a counter, or with a number of its own, fails here.
 */

/** What a validator says about one field holding `text`. */
type Rule = (text: string) => ValidationCode | string | null | undefined;

interface Expected {
  rule: Rule;
  /** The shape of a text that is otherwise valid for the field. */
  kind?: 'url' | 'phone';
}

/** Inputs with no length rule of their own in core: an email's length is part of its shape. */
const NO_LENGTH_RULE = new Set(['email', 'password', 'number', 'search', 'file', 'checkbox', 'radio', 'hidden']);

const scores = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, 1])) as Record<(typeof SCORE_DIMENSIONS)[number], number>;

function textOf(kind: Expected['kind'], length: number): string {
  if (kind === 'url') return 'https://example.tw/'.padEnd(length, 'a');
  if (kind === 'phone') return '0'.repeat(length);
  // Emoji: two UTF-16 units each, one character as core counts; the browser's maxLength would differ.
  return '🚀'.repeat(length);
}

const tag: Rule = (text) => (addTag([], text).ok ? null : 'too_long');

const profile = (field: string): Expected => ({
  rule: (text) =>
    validateProfile(
      { name: '王小明', role: 'technical', ...(field === 'phone' ? {} : { [field]: text }) },
      { email: '', phone: field === 'phone' ? text : '' },
    )[field as 'name'],
  kind: /Url$/.test(field) ? 'url' : field === 'phone' ? 'phone' : undefined,
});

const PROFILE_FORM: Record<string, Expected> = {
  '姓名/暱稱': profile('name'),
  一句話介紹: profile('headline'),
  自我介紹: profile('bio'),
  過往經歷: profile('pastExperience'),
  LinkedIn: profile('linkedinUrl'),
  GitHub: profile('githubUrl'),
  個人網站: profile('websiteUrl'),
  手機號碼: profile('phone'),
  技能專長: { rule: tag },
  產業經驗: { rule: tag },
  工作風格: { rule: tag },
  興趣: { rule: tag },
};

const project = (field: string): Expected => ({
  rule: (text) =>
    validateProjectInput({
      projectName: '照護橋',
      headline: '長照媒合',
      description: '說明',
      stage: 'concept',
      partnersWanted: [],
      skillsRequired: [],
      [field]: text,
    })[field as 'projectName'],
});

const skills = (field: string): Expected => ({
  rule: (text) =>
    validateSkillsProfile({ headline: '行銷顧問', bio: '自我介紹', role: 'operations', availability: 'part_time', skills: [], [field]: text })[
      field as 'bio'
    ],
});

const resourceField = (field: string, kind?: Expected['kind']): Expected => ({
  rule: (text) =>
    validateResource({
      title: '青創貸款',
      officialUrl: 'https://example.tw',
      imageUrl: 'https://example.tw/a.png',
      category: '資金',
      district: '臺北市',
      description: '說明',
      [field]: text,
    })[field as 'title'],
  kind,
});

const question = (text: string, optionText: string) =>
  validateQuestion({
    questionnaireId: 'q',
    part: 1,
    order: 1,
    text,
    type: 'single_choice',
    options: [
      { text: optionText, scores },
      { text: '另一個選項', scores },
    ],
  });

const QUESTIONNAIRE: Questionnaire = { id: 'qn', title: '創業潛力評測', description: '幾個情境題。', isActive: true };

jest.setTimeout(30_000);

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

async function open(path: string, signInUid: string | null = 'u-me', patch: Parameters<typeof seedMember>[3] = {}) {
  world = await makeWorld(
    {
      users: [seedMember('u-me', '王小明', 1, patch), seedMember('u-other', '陳工程', 2)],
      resources: [resource(1)],
      // The signed-out start page shows the banners in a carousel that jsdom cannot run.
      banners: signInUid ? [banner(1)] : [],
      questionnaire: QUESTIONNAIRE,
      questions: [],
    },
    signInUid ?? undefined,
  );
  const view = await renderAt(world.useCases, path);
  return { view, user: userEvent.setup(), main: () => within(screen.getByRole('main')) };
}

function labelOf(el: HTMLElement): string {
  const control = el as HTMLInputElement;
  return (control.labels?.[0]?.textContent ?? '').trim();
}

/** The counter's limit of a control with `text` in it, or null when no counter shows. */
function counterLimit(control: HTMLElement): number | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const counter = ids.map((id) => document.getElementById(id)).find((el) => /^\d+ \/ \d+ 字$/.test(el?.textContent ?? ''));
  const match = /\/ (\d+) 字$/.exec(counter?.textContent ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Walks every text control inside `scope`: none has a browser maxLength; each shows a counter
 * whose limit is the core rule's for its label; the labels are exactly the table's.
 */
function expectLimitsOf(scope: HTMLElement, table: Record<string, Expected>): void {
  const controls = [...scope.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (el) => !NO_LENGTH_RULE.has(el.getAttribute('type') ?? 'text'),
  );
  const seen = new Set<string>();
  for (const control of controls) {
    const label = labelOf(control);
    seen.add(label);
    expect({ label, maxLength: control.getAttribute('maxlength') }).toEqual({ label, maxLength: null });
    const expected = table[label];
    if (!expected) throw new Error(`「${label}」 has no expected limit in this test: which core rule bounds it?`);
    const before = control.value;
    fireEvent.change(control, { target: { value: '字'.repeat(20_000) } });
    const limit = counterLimit(control);
    fireEvent.change(control, { target: { value: before } });
    expect({ label, limit: limit !== null }).toEqual({ label, limit: true });
    const max = limit as number;
    expect({ label, atLimit: expected.rule(textOf(expected.kind, max)) }).not.toEqual({ label, atLimit: 'too_long' });
    expect({ label, overLimit: expected.rule(textOf(expected.kind, max + 1)) }).toEqual({ label, overLimit: 'too_long' });
  }
  expect([...seen].sort()).toEqual(Object.keys(table).sort());
}

describe('every form’s text inputs take what the save takes (core validators)', () => {
  it('the profile form (edit mode)', async () => {
    const { user, main } = await open('/profile/u-me');
    await user.click(await main().findByRole('button', { name: '編輯個人檔案' }));
    const form = await main().findByRole('form');
    await waitFor(() => expect((screen.getByRole('textbox', { name: '手機號碼' }) as HTMLInputElement).disabled).toBe(false));
    expectLimitsOf(form, PROFILE_FORM);
  });

  it('onboarding (the same form, for a member without a role)', async () => {
    const { view, main } = await open('/profile', 'u-me', { role: null });
    await waitFor(() => expect(view.path()).toBe('/profile/u-me'));
    await main().findByRole('heading', { level: 1, name: '完成你的個人檔案' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: '手機號碼' }) as HTMLInputElement).disabled).toBe(false));
    expectLimitsOf(main().getByRole('form'), PROFILE_FORM);
  });

  it('the project form and the skills form of the editor', async () => {
    const { user, main } = await open('/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有創業點子' }));
    expectLimitsOf(main().getByRole('form'), {
      專案名稱: project('projectName'),
      一句話介紹: project('headline'),
      專案描述: project('description'),
      需要的技能: { rule: tag },
    });
    await user.click(screen.getByRole('radio', { name: '我有專業技能' }));
    expectLimitsOf(main().getByRole('form'), { 一句話介紹: skills('headline'), 自我介紹: skills('bio'), 技能專長: { rule: tag } });
  });

  it('the contact form', async () => {
    const { main } = await open('/contact-us');
    const form = await main().findByRole('form', { name: '意見回饋表單' });
    expectLimitsOf(form, {
      '姓名/暱稱': { rule: (text) => validateFeedback({ name: text, email: '', message: '你好' }).name },
      訊息內容: { rule: (text) => validateFeedback({ name: '王小明', email: '', message: text }).message },
    });
  });

  it('the chat composer', async () => {
    const { main } = await open('/chat/u-other');
    const form = await main().findByRole('form', { name: '輸入訊息' });
    expectLimitsOf(form, { 輸入訊息: { rule: validateMessage } });
  });

  it('sign-up', async () => {
    const { user } = await open('/', null);
    await user.click(await screen.findByRole('tab', { name: '註冊' }));
    const form = screen.getByRole('button', { name: '註冊' }).closest('form') as HTMLElement;
    expectLimitsOf(form, {
      '姓名/暱稱': { rule: (text) => validateRegister({ name: text, email: 'ming@example.tw', password: 'secret123' }).name },
    });
  });

  it('the admin’s resource form', async () => {
    const { main } = await open('/admin/resources', 'u-me', { isAdmin: true });
    const button = await main().findByRole('button', { name: '新增資源' }, { timeout: 5000 });
    expectLimitsOf(button.closest('form') as HTMLElement, {
      資源名稱: resourceField('title'),
      官方網站網址: resourceField('officialUrl', 'url'),
      圖片網址: resourceField('imageUrl', 'url'),
      分類: resourceField('category'),
      地區: resourceField('district'),
      資源介紹: resourceField('description'),
    });
  });

  it('the admin’s banner form', async () => {
    const { user } = await open('/admin/banners', 'u-me', { isAdmin: true });
    await user.click(await screen.findByRole('button', { name: /新增橫幅/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增橫幅' });
    const base = { title: '活動', linkUrl: 'https://example.tw', imageUrl: 'https://example.tw/a.png', order: 1 };
    expectLimitsOf(dialog, {
      標題: { rule: (text) => validateBanner({ ...base, title: text }).title },
      連結網址: { rule: (text) => validateBanner({ ...base, linkUrl: text }).linkUrl, kind: 'url' },
    });
  });

  it('the admin’s question form', async () => {
    const { user } = await open('/admin/questionnaire-editor', 'u-me', { isAdmin: true });
    await user.click(await screen.findByRole('button', { name: /新增題目/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增題目' });
    expectLimitsOf(dialog, {
      題目內容: { rule: (text) => question(text, '選項').text },
      選項內容: { rule: (text) => question('題目', text).options },
    });
  });
});

/** The message under a control (its aria-describedby's error), without the ⚠ mark. */
function errorOf(control: HTMLElement): string | null {
  const id = (control.getAttribute('aria-describedby') ?? '').split(' ').find((x) => x.endsWith('-error'));
  const el = id ? document.getElementById(id) : null;
  return el ? (el.textContent ?? '').replace('⚠', '').trim() : null;
}

const byLabel = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

describe('a save refused for a text too long names the number, in one wording', () => {
  it('the profile form: name and headline', async () => {
    const { user, main } = await open('/profile/u-me');
    await user.click(await main().findByRole('button', { name: '編輯個人檔案' }));
    const form = await main().findByRole('form');
    fireEvent.change(byLabel(form, '姓名/暱稱'), { target: { value: '王'.repeat(51) } });
    fireEvent.change(byLabel(form, '一句話介紹'), { target: { value: '字'.repeat(101) } });
    await user.click(within(form).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(errorOf(byLabel(form, '姓名/暱稱'))).toBe('最多 50 個字，請精簡後再試。'));
    expect(errorOf(byLabel(form, '一句話介紹'))).toBe('最多 100 個字，請精簡後再試。');
  });

  it('the project form', async () => {
    const { user, main } = await open('/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有創業點子' }));
    const form = main().getByRole('form');
    fireEvent.change(byLabel(form, '專案名稱'), { target: { value: '字'.repeat(101) } });
    await user.click(within(form).getByRole('button', { name: '發布專案' }));
    await waitFor(() => expect(errorOf(byLabel(form, '專案名稱'))).toBe('最多 100 個字，請精簡後再試。'));
  });

  it('the contact form', async () => {
    const { user, main } = await open('/contact-us');
    const form = await main().findByRole('form', { name: '意見回饋表單' });
    fireEvent.change(byLabel(form, '姓名/暱稱'), { target: { value: '王'.repeat(51) } });
    fireEvent.change(byLabel(form, '訊息內容'), { target: { value: '你好' } });
    await user.click(within(form).getByRole('button', { name: '送出' }));
    await waitFor(() => expect(errorOf(byLabel(form, '姓名/暱稱'))).toBe('最多 50 個字，請精簡後再試。'));
  });

  it('sign-up', async () => {
    const { user } = await open('/', null);
    await user.click(await screen.findByRole('tab', { name: '註冊' }));
    const form = screen.getByRole('button', { name: '註冊' }).closest('form') as HTMLElement;
    fireEvent.change(byLabel(form, '姓名/暱稱'), { target: { value: '王'.repeat(51) } });
    await user.click(within(form).getByRole('button', { name: '註冊' }));
    await waitFor(() => expect(errorOf(byLabel(form, '姓名/暱稱'))).toBe('最多 50 個字，請精簡後再試。'));
  });

  it('the admin’s resource form, every field with its own number', async () => {
    const { user, main } = await open('/admin/resources', 'u-me', { isAdmin: true });
    const form = (await main().findByRole('button', { name: '新增資源' }, { timeout: 5000 })).closest('form') as HTMLElement;
    fireEvent.change(byLabel(form, '資源名稱'), { target: { value: '字'.repeat(101) } });
    fireEvent.change(byLabel(form, '圖片網址'), { target: { value: 'https://example.tw/'.padEnd(501, 'a') } });
    await user.click(within(form).getByRole('button', { name: '新增資源' }));
    await waitFor(() => expect(errorOf(byLabel(form, '資源名稱'))).toBe('最多 100 個字，請精簡後再試。'));
    expect(errorOf(byLabel(form, '圖片網址'))).toBe('最多 500 個字，請精簡後再試。');
  });
});
