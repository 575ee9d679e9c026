/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { ADMIN, APPLICANT, NEWBIE, OWNER, PROJECT, makeWorld, renderAt } from '../project/projectWorld';

type User = ReturnType<typeof userEvent.setup>;

/** Navigation waits for the next page's lazy chunk (a transition), slow on a loaded machine. */
const SLOW = { timeout: 8000 };

function valueOf(el: HTMLElement): string {
  return (el as HTMLInputElement).value;
}

function checked(el: HTMLElement): boolean {
  return (el as HTMLInputElement).checked;
}

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

const field = {
  name: () => screen.getByRole('textbox', { name: '專案名稱' }),
  headline: () => screen.getByRole('textbox', { name: '一句話介紹' }),
  description: () => screen.getByRole('textbox', { name: '專案描述' }),
  stage: () => screen.getByRole('combobox', { name: '專案階段' }),
  skills: () => screen.getByRole('textbox', { name: '需要的技能' }),
  bio: () => screen.getByRole('textbox', { name: '自我介紹' }),
};

/** The message shown under a control (its aria-describedby error). */
function errorOf(control: HTMLElement): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const el = ids.length ? document.getElementById(ids[0] as string) : null;
  return el ? (el.textContent ?? '').replace('⚠', '').trim() : null;
}

function groupError(name: string): string | null {
  const group = screen.getByRole(name === '徵求夥伴' ? 'group' : 'radiogroup', { name });
  return errorOf(group);
}

async function chooseIdea(user: User) {
  await user.click(await screen.findByRole('radio', { name: '我有創業點子' }));
}

async function fillValidProject(user: User) {
  await user.type(field.name(), '  書循環  ');
  await user.type(field.headline(), '校園二手教科書交換');
  await user.type(field.description(), '第一行{Enter}第二行');
  await user.selectOptions(field.stage(), '原型開發');
  await user.click(screen.getByRole('checkbox', { name: '技術專家' }));
  await user.type(field.skills(), '  React  {Enter}');
}

describe('Editor chooser (spec 2 Editor)', () => {
  it('offers 我有創業點子 and 我有專業技能 and shows the chosen form only', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await pageHeading('發布專案');
    const idea = await screen.findByRole('radio', { name: '我有創業點子' });
    const skills = screen.getByRole('radio', { name: '我有專業技能' });
    expect(checked(idea)).toBe(false);
    expect(checked(skills)).toBe(false);
    expect(screen.queryByRole('textbox', { name: '專案名稱' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: '創業角色' })).toBeNull();

    await user.click(idea);
    expect(field.name()).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: '創業角色' })).toBeNull();

    await user.click(skills);
    expect(screen.getByRole('radiogroup', { name: '創業角色' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '專案名稱' })).toBeNull();
  });
});

describe('Project form (spec 5 Project form, 8 Project)', () => {
  it('shows every required message under its field, focuses the first, and sends nothing', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await chooseIdea(user);
    await user.type(field.name(), '   ');
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect(errorOf(field.name())).toBe('請輸入專案名稱。');
    expect(errorOf(field.headline())).toBe('請輸入一句話介紹。');
    expect(errorOf(field.description())).toBe('請輸入專案描述。');
    expect(errorOf(field.stage())).toBe('請選擇專案階段。');
    expect(document.activeElement).toBe(field.name());
    expect(field.name().getAttribute('aria-invalid')).toBe('true');
    expect(await world.useCases.projects.getProject(NEWBIE.uid)).toBeNull();

    // Fixing a field clears its message; the others stay.
    await user.type(field.headline(), '一句話');
    expect(errorOf(field.headline())).toBeNull();
    expect(errorOf(field.name())).toBe('請輸入專案名稱。');
  });

  it('refuses texts over their limits with the limit in the message', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await chooseIdea(user);
    await user.click(field.name());
    await user.paste('名'.repeat(101));
    await user.click(field.headline());
    await user.paste('句'.repeat(101));
    await user.click(field.description());
    await user.paste('字'.repeat(5001));
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect(errorOf(field.name())).toBe('最多 100 個字，請精簡後再試。');
    expect(errorOf(field.headline())).toBe('最多 100 個字，請精簡後再試。');
    expect(errorOf(field.description())).toBe('最多 5000 個字，請精簡後再試。');
    // Nothing typed is lost.
    expect(valueOf(field.description())).toBe('字'.repeat(5001));
  });

  it('skills required: Enter adds trimmed tags, ignores blanks and refuses duplicates (這一項已經加入了！)', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await chooseIdea(user);
    await user.type(field.skills(), '  Figma  {Enter}');
    await user.type(field.skills(), '   {Enter}');
    const list = screen.getByRole('list', { name: '已新增的需要的技能' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['Figma']);
    await user.type(field.skills(), 'figma{Enter}');
    expect(errorOf(field.skills())).toBe('這一項已經加入了！');
    expect(valueOf(field.skills())).toBe('figma');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('publishes: 專案發布成功！ then Home, with the values trimmed', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await chooseIdea(user);
    await fillValidProject(user);
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect(await screen.findByText('專案發布成功！')).toBeTruthy();
    await waitFor(() => expect(view.path()).toBe('/home'), SLOW);
    const saved = await world.useCases.projects.getProject(NEWBIE.uid);
    expect(saved).toMatchObject({
      projectName: '書循環',
      headline: '校園二手教科書交換',
      description: '第一行\n第二行',
      stage: 'prototype',
      partnersWanted: ['technical'],
      skillsRequired: ['React'],
      ownerId: NEWBIE.uid,
      ownerName: NEWBIE.name,
    });
  });

  it('a failed publish shows 發布失敗，請稍後再試。 and keeps everything typed', async () => {
    const world = await makeWorld({
      as: NEWBIE,
      override: (b) => ({ projects: { ...b.projects, saveOwnProject: async () => Promise.reject(new DomainError('unavailable')) } }),
    });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await chooseIdea(user);
    await fillValidProject(user);
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect((await screen.findByRole('alert')).textContent).toContain('發布失敗，請稍後再試。');
    expect(view.path()).toBe('/project/editor');
    expect(valueOf(field.name())).toBe('  書循環  ');
    expect(valueOf(field.headline())).toBe('校園二手教科書交換');
    expect(valueOf(field.description())).toBe('第一行\n第二行');
    expect(valueOf(field.stage())).toBe('prototype');
    expect(checked(screen.getByRole('checkbox', { name: '技術專家' }))).toBe(true);
    expect(screen.getByText('React')).toBeTruthy();
  });

  it('a publish whose answer was lost is the project this form sent: 發布專案 again goes on to it', async () => {
    let lost = true;
    const world = await makeWorld({
      as: NEWBIE,
      override: (b) => ({
        projects: {
          ...b.projects,
          saveOwnProject: async (input) => {
            const saved = await b.projects.saveOwnProject(input);
            if (lost) {
              lost = false;
              throw new DomainError('unavailable');
            }
            return saved;
          },
        },
      }),
    });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await chooseIdea(user);
    await fillValidProject(user);
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect((await screen.findByRole('alert')).textContent).toContain('發布失敗，請稍後再試。');
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    await waitFor(() => expect(view.path()).toBe('/home'), SLOW);
    expect(screen.queryByText(/可能是在其他分頁/)).toBeNull();
  });

  it('a project published meanwhile (another tab) is not replaced: the member is told and keeps what they typed', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await chooseIdea(user);
    await fillValidProject(user);
    const other = { projectName: '另一個分頁的專案', headline: '先發布的', description: '在另一個分頁寫好送出。', stage: 'concept' as const, partnersWanted: [], skillsRequired: [] };
    await world.useCases.projects.publishProject(other);
    await user.click(screen.getByRole('button', { name: '發布專案' }));
    expect((await screen.findByRole('alert')).textContent).toContain('你已經發布了專案');
    expect(view.path()).toBe('/project/editor');
    expect((await world.useCases.projects.getProject(NEWBIE.uid))?.projectName).toBe('另一個分頁的專案');
    expect(valueOf(field.name())).toBe('  書循環  ');
    expect(valueOf(field.description())).toBe('第一行\n第二行');
  });

  it('an edit saved meanwhile (another tab) keeps its fields: this form saves only what it changed over them', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    renderAt(world, `/project/edit/${PROJECT.id}`);
    await pageHeading('編輯專案');
    await world.useCases.projects.publishProject({ ...PROJECT, description: '另一個分頁改的描述' });
    await user.clear(field.headline());
    await user.type(field.headline(), '這個分頁改的一句話');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('專案已更新！')).toBeTruthy();
    expect(await world.useCases.projects.getProject(PROJECT.id)).toMatchObject({
      headline: '這個分頁改的一句話',
      description: '另一個分頁改的描述',
    });
  });

  it('a member who already has a project edits it on /project/editor, prefilled', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await pageHeading('編輯專案');
    expect(screen.queryByRole('radio', { name: '我有創業點子' })).toBeNull();
    expect(valueOf(field.name())).toBe(PROJECT.projectName);
    expect(valueOf(field.description())).toBe(PROJECT.description);
    expect(valueOf(field.stage())).toBe('prototype');
    expect(checked(screen.getByRole('checkbox', { name: '技術專家' }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: '營運/行銷專家' }))).toBe(true);
    await user.clear(field.headline());
    await user.type(field.headline(), '新的一句話');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('專案已更新！')).toBeTruthy();
    // Back to the project, as from /project/edit/{id} and as 取消 goes (publishing a new one goes Home).
    await waitFor(() => expect(view.path()).toBe(`/project/${OWNER.uid}`), SLOW);
    expect((await world.useCases.projects.getProject(OWNER.uid))?.headline).toBe('新的一句話');
  });
});

describe('Skills profile form (spec 5 Skills profile form)', () => {
  it('requires headline, role, availability and bio, each with its message', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }));
    const roles = screen.getByRole('radiogroup', { name: '創業角色' });
    expect(within(roles).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['technical', 'operations']);
    expect(within(roles).getByRole('radio', { name: '我是技術專家' })).toBeTruthy();
    expect(within(roles).getByRole('radio', { name: '我是營運/行銷專家' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '儲存專業技能檔案' }));
    expect(errorOf(screen.getByRole('textbox', { name: '一句話介紹' }))).toBe('請輸入一句話介紹。');
    expect(groupError('創業角色')).toBe('請選擇你的創業角色。');
    expect(groupError('投入程度')).toBe('請選擇投入程度。');
    expect(errorOf(field.bio())).toBe('請輸入自我介紹。');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '一句話介紹' }));
    expect((await world.useCases.profiles.getUser(NEWBIE.uid))?.role).toBe('idea_holder');

    await user.click(screen.getByRole('radio', { name: '我是技術專家' }));
    expect(groupError('創業角色')).toBeNull();
    expect(groupError('投入程度')).toBe('請選擇投入程度。');
  });

  it('refuses a headline and a bio over their limits', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    renderAt(world, '/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }));
    await user.click(screen.getByRole('textbox', { name: '一句話介紹' }));
    await user.paste('長'.repeat(101));
    await user.click(field.bio());
    await user.paste('長'.repeat(2001));
    await user.click(screen.getByRole('button', { name: '儲存專業技能檔案' }));
    expect(errorOf(screen.getByRole('textbox', { name: '一句話介紹' }))).toBe('最多 100 個字，請精簡後再試。');
    expect(errorOf(field.bio())).toBe('最多 2000 個字，請精簡後再試。');
  });

  it('saves the collaboration profile, then Home', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }));
    await user.type(screen.getByRole('textbox', { name: '一句話介紹' }), '五年經驗的全端工程師');
    await user.click(screen.getByRole('radio', { name: '我是技術專家' }));
    await user.click(screen.getByRole('radio', { name: '兼職或顧問' }));
    await user.type(field.bio(), '熟悉 React 與雲端架構。');
    // A skills profile names the skills: the profile's 技能專長, added here with Enter.
    await user.type(screen.getByRole('textbox', { name: '技能專長' }), ' React {Enter}AWS{Enter}');
    await user.click(screen.getByRole('button', { name: '儲存專業技能檔案' }));
    expect(await screen.findByText('專業技能檔案已儲存！')).toBeTruthy();
    await waitFor(() => expect(view.path()).toBe('/home'), SLOW);
    expect(await world.useCases.profiles.getUser(NEWBIE.uid)).toMatchObject({
      headline: '五年經驗的全端工程師',
      role: 'technical',
      availability: 'part_time',
      bio: '熟悉 React 與雲端架構。',
      skills: ['React', 'AWS'],
    });
  });

  it('a failed save keeps what was typed', async () => {
    const world = await makeWorld({
      as: NEWBIE,
      override: (b) => ({ users: { ...b.users, saveProfile: async () => Promise.reject(new DomainError('unavailable')) } }),
    });
    const user = userEvent.setup();
    const view = renderAt(world, '/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }));
    await user.type(screen.getByRole('textbox', { name: '一句話介紹' }), '設計師');
    await user.click(screen.getByRole('radio', { name: '我是營運/行銷專家' }));
    await user.click(screen.getByRole('radio', { name: '皆可' }));
    await user.type(field.bio(), '品牌與社群。');
    await user.click(screen.getByRole('button', { name: '儲存專業技能檔案' }));
    expect((await screen.findByRole('alert')).textContent).toContain('儲存失敗，請稍後再試。');
    expect(view.path()).toBe('/project/editor');
    expect(valueOf(screen.getByRole('textbox', { name: '一句話介紹' }))).toBe('設計師');
    expect(checked(screen.getByRole('radio', { name: '我是營運/行銷專家' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: '皆可' }))).toBe(true);
    expect(valueOf(field.bio())).toBe('品牌與社群。');
  });
});

describe('Project edit (/project/edit/{id}, spec 6)', () => {
  it('refuses a member who is neither the owner nor an admin: 權限不足 and no form', async () => {
    const world = await makeWorld({ as: APPLICANT });
    renderAt(world, `/project/edit/${PROJECT.id}`);
    await pageHeading('編輯專案');
    expect(await screen.findByText('權限不足')).toBeTruthy();
    expect(screen.getByText('只有專案發起人或管理員可以編輯這個專案。')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '儲存' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回專案頁面' }).getAttribute('href')).toBe(`/project/${PROJECT.id}`);
  });

  it('shows the missing-project message for an unknown project', async () => {
    const world = await makeWorld({ as: OWNER });
    renderAt(world, '/project/edit/u-nobody');
    expect(await screen.findByText('專案不存在或已被刪除。')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the owner edits, prefilled, and returns to the project', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    const view = renderAt(world, `/project/edit/${PROJECT.id}`);
    await pageHeading('編輯專案');
    expect(valueOf(await screen.findByRole('textbox', { name: '專案名稱' }))).toBe(PROJECT.projectName);
    await user.selectOptions(field.stage(), '早期使用者');
    await user.click(screen.getByRole('checkbox', { name: '營運/行銷專家' }));
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('專案已更新！')).toBeTruthy();
    await waitFor(() => expect(view.path()).toBe(`/project/${PROJECT.id}`), SLOW);
    expect(await world.useCases.projects.getProject(PROJECT.id)).toMatchObject({ stage: 'early_adopters', partnersWanted: ['technical'] });
  });

  it('an admin edits another member’s project (the owner stays the owner)', async () => {
    const world = await makeWorld({ as: ADMIN });
    const user = userEvent.setup();
    renderAt(world, `/project/edit/${PROJECT.id}`);
    await user.clear(await screen.findByRole('textbox', { name: '專案名稱' }));
    await user.type(field.name(), '照護橋 2.0');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('專案已更新！')).toBeTruthy();
    const saved = await world.useCases.projects.getProject(PROJECT.id);
    expect(saved).toMatchObject({ projectName: '照護橋 2.0', ownerId: OWNER.uid, ownerName: OWNER.name });
    expect(await world.useCases.projects.getProject(ADMIN.uid)).toBeNull();
  });
});

describe('Drafts across a reload (nothing typed is lost)', () => {
  it('a reload opens the project form again with what was typed; publishing clears the draft', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const first = renderAt(world, '/project/editor');
    await chooseIdea(user);
    await fillValidProject(user);
    first.unmount();

    const view = renderAt(world, '/project/editor');
    await waitFor(() => expect(valueOf(field.name())).toBe('  書循環  '), SLOW);
    expect(checked(screen.getByRole('radio', { name: '我有創業點子' }))).toBe(true);
    expect(valueOf(field.headline())).toBe('校園二手教科書交換');
    expect(valueOf(field.description())).toBe('第一行\n第二行');
    expect(valueOf(field.stage())).toBe('prototype');
    expect(checked(screen.getByRole('checkbox', { name: '技術專家' }))).toBe(true);
    expect(screen.getByText('React')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '發布專案' }));
    await waitFor(() => expect(view.path()).toBe('/home'), SLOW);
    view.unmount();
    renderAt(world, '/project/editor');
    await pageHeading('編輯專案');
    expect(valueOf(field.name())).toBe('書循環');
  });

  it('a reload opens the skills form again with what was typed', async () => {
    const world = await makeWorld({ as: NEWBIE });
    const user = userEvent.setup();
    const first = renderAt(world, '/project/editor');
    await user.click(await screen.findByRole('radio', { name: '我有專業技能' }));
    await user.type(screen.getByRole('textbox', { name: '一句話介紹' }), '五年經驗的全端工程師');
    await user.click(screen.getByRole('radio', { name: '兼職或顧問' }));
    first.unmount();

    renderAt(world, '/project/editor');
    await waitFor(() => expect(valueOf(screen.getByRole('textbox', { name: '一句話介紹' }))).toBe('五年經驗的全端工程師'), SLOW);
    expect(checked(screen.getByRole('radio', { name: '我有專業技能' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: '兼職或顧問' }))).toBe(true);
  });

  it('an unsaved edit of a project comes back after a reload', async () => {
    const world = await makeWorld({ as: OWNER });
    const user = userEvent.setup();
    const first = renderAt(world, `/project/edit/${PROJECT.id}`);
    await pageHeading('編輯專案');
    await user.clear(field.headline());
    await user.type(field.headline(), '還沒儲存的一句話');
    first.unmount();

    renderAt(world, `/project/edit/${PROJECT.id}`);
    await waitFor(() => expect(valueOf(field.headline())).toBe('還沒儲存的一句話'), SLOW);
  });
});
