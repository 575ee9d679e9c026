/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SeedData } from '../../../adapters/memory';
import type { Project, UserProfile } from '../../../core/domain';
import { makeWorld, renderAt, seedMember } from './profileWorld';
import type { World } from './profileWorld';

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

const FULL: Partial<UserProfile> = {
  headline: '用資料讓小農賣得更好',
  bio: '我在食品業做了八年供應鏈。\n現在想做農產品直送平臺。',
  role: 'operations',
  gender: 'female',
  address: { city: '臺南市', district: '東區' },
  skills: ['供應鏈管理', '數據分析'],
  industryExperience: ['食品', '零售'],
  yearsExperience: '5-10',
  pastExperience: '曾任連鎖超市採購主管。',
  linkedinUrl: 'https://www.linkedin.com/in/someone',
  githubUrl: 'https://github.com/someone',
  websiteUrl: 'https://farm.example.com',
  interests: ['永續農業'],
  workingStyle: ['遠端協作'],
  availability: 'part_time',
  archetypeResult: { archetype: 'pioneer', overallScore: 82, resultId: 'res-1', retakeCount: 0 },
};

function project(ownerId: string): Project {
  return {
    id: ownerId,
    projectName: '我的專案',
    headline: '一句話',
    description: '描述',
    stage: 'concept',
    partnersWanted: ['technical'],
    skillsRequired: [],
    ownerId,
    ownerName: '我自己',
    ownerAvatar: '',
    createdAt: 5,
  };
}

async function open(seed: SeedData, as: string, path: string) {
  world = await makeWorld(seed, as);
  const view = await renderAt(world.useCases, path);
  const main = () => within(screen.getByRole('main'));
  return { view, main };
}

function fact(main: ReturnType<typeof within>, label: string): string {
  const dt = main.getAllByText(label, { selector: 'dt' })[0]!;
  return dt.nextElementSibling?.textContent ?? '';
}

describe('UserProfilePage — view mode (spec 2 Profile)', () => {
  it('a visitor sees every field of the member and 傳送訊息 to their chat, no edit buttons', async () => {
    const { main } = await open(
      { users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '陳怡君', 2, FULL)] },
      'u-me',
      '/profile/u-2',
    );
    expect(await main().findByRole('heading', { level: 1, name: '陳怡君' })).toBeTruthy();
    const m = main();
    expect(m.getByText('用資料讓小農賣得更好')).toBeTruthy();
    expect(m.getAllByText('我是營運/行銷專家').length).toBeGreaterThan(0);
    expect(fact(m, '性別')).toBe('女性');
    expect(fact(m, '地區')).toBe('臺南市 東區');
    expect(fact(m, '工作年資')).toBe('5-10 年');
    expect(fact(m, '投入程度')).toBe('兼職或顧問');
    expect(m.getByText(/我在食品業做了八年供應鏈。/).textContent).toBe(
      '我在食品業做了八年供應鏈。\n現在想做農產品直送平臺。',
    );
    for (const tag of ['供應鏈管理', '數據分析', '食品', '零售', '永續農業', '遠端協作'])
      expect(m.getByText(tag)).toBeTruthy();
    expect(m.getByText('曾任連鎖超市採購主管。')).toBeTruthy();
    expect(m.getByRole('link', { name: /www\.linkedin\.com\/in\/someone/ }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/someone',
    );
    expect(m.getByRole('link', { name: /github\.com\/someone/ }).getAttribute('target')).toBe('_blank');
    expect(m.getByRole('link', { name: /farm\.example\.com/ }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(m.getByText('開拓者')).toBeTruthy();
    expect(m.getByText('綜合分數 82 分')).toBeTruthy();
    // Another member's result page is not theirs to open.
    expect(m.queryByRole('link', { name: '查看評測結果' })).toBeNull();
    expect(m.getByRole('img', { name: '陳怡君的大頭貼' })).toBeTruthy();

    expect(m.getByRole('link', { name: '傳送訊息' }).getAttribute('href')).toBe('/chat/u-2');
    expect(m.queryByRole('button', { name: '編輯個人檔案' })).toBeNull();
    expect(m.queryByRole('link', { name: '發布專案' })).toBeNull();
    expect(m.queryByRole('link', { name: '編輯專案' })).toBeNull();
  });

  it('empty fields show sensible fallbacks', async () => {
    const { main } = await open(
      { users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '   ', 2, { role: null })] },
      'u-me',
      '/profile/u-2',
    );
    expect(await main().findByRole('heading', { level: 1, name: '未命名' })).toBeTruthy();
    const m = main();
    expect(m.getByText('還沒有一句話介紹')).toBeTruthy();
    expect(fact(m, '創業角色')).toBe('角色未定');
    expect(fact(m, '性別')).toBe('尚未填寫');
    expect(fact(m, '地區')).toBe('尚未填寫');
    expect(fact(m, '工作年資')).toBe('尚未填寫');
    expect(fact(m, '投入程度')).toBe('尚未填寫');
    expect(fact(m, '過往經歷')).toBe('尚未填寫');
    expect(fact(m, '技能專長')).toBe('尚未填寫');
    expect(fact(m, '產業經驗')).toBe('尚未填寫');
    expect(fact(m, '興趣')).toBe('尚未填寫');
    expect(fact(m, '工作風格')).toBe('尚未填寫');
    expect(m.getByText('這位會員還沒有寫自我介紹。')).toBeTruthy();
    expect(m.getByText('尚未提供外部連結')).toBeTruthy();
    expect(m.getByText('尚未完成創業評測')).toBeTruthy();
    // The avatar falls back to the initial.
    expect(m.getByRole('img', { name: '未命名的大頭貼' }).textContent).toBe('未');
  });

  it('the owner sees 編輯個人檔案 and 發布專案 (no project yet)', async () => {
    const { main } = await open({ users: [seedMember('u-me', '我自己', 1, FULL)] }, 'u-me', '/profile/u-me');
    expect(await main().findByRole('button', { name: '編輯個人檔案' })).toBeTruthy();
    expect(main().getByRole('link', { name: '發布專案' }).getAttribute('href')).toBe('/project/editor');
    expect(main().queryByRole('link', { name: '編輯專案' })).toBeNull();
    expect(main().queryByRole('link', { name: '傳送訊息' })).toBeNull();
    expect(main().getByRole('link', { name: '查看評測結果' }).getAttribute('href')).toBe('/questionnaire/result/res-1');
  });

  it('the owner with a project sees 我的專案 (its page, with the applications) and 編輯專案', async () => {
    const { main, view } = await open(
      { users: [seedMember('u-me', '我自己', 1)], projects: [project('u-me')] },
      'u-me',
      '/profile/u-me',
    );
    await waitFor(() => expect(view.session.hasProject).toBe(true));
    const link = await main().findByRole('link', { name: '編輯專案' });
    expect(link.getAttribute('href')).toBe('/project/edit/u-me');
    expect(main().getByRole('link', { name: '我的專案' }).getAttribute('href')).toBe('/project/u-me');
    expect(main().queryByRole('link', { name: '發布專案' })).toBeNull();
  });

  it('/profile redirects to the own profile', async () => {
    const { view, main } = await open({ users: [seedMember('u-me', '我自己', 1)] }, 'u-me', '/profile');
    await waitFor(() => expect(view.path()).toBe('/profile/u-me'));
    expect(await main().findByRole('heading', { level: 1, name: '我自己' })).toBeTruthy();
  });

  it('a missing member shows a clear not-found message', async () => {
    const { main } = await open({ users: [seedMember('u-me', '我自己', 1)] }, 'u-me', '/profile/u-nobody');
    expect(await main().findByRole('heading', { level: 1, name: '找不到這位會員' })).toBeTruthy();
    expect(main().getByRole('link', { name: '探索其他夥伴' }).getAttribute('href')).toBe('/explore-partners');
    expect(main().queryByRole('link', { name: '傳送訊息' })).toBeNull();
  });

  it('hostile content is inert: HTML in name and bio shows as text, a javascript: link is no link', async () => {
    const { main } = await open(
      {
        users: [
          seedMember('u-me', '我自己', 1),
          seedMember('u-2', '<b onmouseover=alert(1)>壞人</b>', 2, {
            bio: '<script>alert("xss")</script><img src=x onerror=alert(2)>',
            headline: '<a href="javascript:alert(3)">點我</a>',
            linkedinUrl: 'javascript:alert(4)',
            websiteUrl: 'data:text/html,<script>alert(5)</script>',
            avatarUrl: 'javascript:alert(6)',
            skills: ['<i>技能</i>'],
          }),
        ],
      },
      'u-me',
      '/profile/u-2',
    );
    expect(await main().findByRole('heading', { level: 1, name: '<b onmouseover=alert(1)>壞人</b>' })).toBeTruthy();
    const m = main();
    const root = screen.getByRole('main');
    expect(m.getByText('<script>alert("xss")</script><img src=x onerror=alert(2)>')).toBeTruthy();
    expect(m.getByText('<a href="javascript:alert(3)">點我</a>')).toBeTruthy();
    expect(m.getByText('javascript:alert(4)')).toBeTruthy();
    expect(m.getByText('<i>技能</i>')).toBeTruthy();
    expect(root.querySelector('script, b, i')).toBeNull();
    expect(root.querySelector('img[src^="javascript"], a[href^="javascript"], a[href^="data"]')).toBeNull();
    expect([...root.querySelectorAll('a')].every((a) => /^(\/|https?:)/.test(a.getAttribute('href') ?? ''))).toBe(true);
    // The bad avatar URL falls back to the initial.
    expect(m.getByRole('img', { name: '<b onmouseover=alert(1)>壞人</b>的大頭貼' }).tagName).toBe('SPAN');
  });

  it('a visitor cannot enter edit mode (no edit control at all)', async () => {
    const { main } = await open(
      { users: [seedMember('u-me', '我自己', 1), seedMember('u-2', '別人', 2)] },
      'u-me',
      '/profile/u-2',
    );
    await main().findByRole('heading', { level: 1, name: '別人' });
    expect(main().queryByRole('button', { name: /編輯/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '姓名/暱稱' })).toBeNull();
  });

  it('updates live when the member changes their profile', async () => {
    const { main } = await open(
      { users: [seedMember('u-me', '我自己', 1, { headline: '舊的介紹' })] },
      'u-me',
      '/profile/u-me',
    );
    expect(await main().findByText('舊的介紹')).toBeTruthy();
    await world!.useCases.profiles.saveProfile('u-me', { name: '我自己', role: 'technical', headline: '新的介紹' });
    expect(await main().findByText('新的介紹')).toBeTruthy();
  });

  it('opening the edit form is owner-only and 編輯個人檔案 opens it', async () => {
    const user = userEvent.setup();
    const { main } = await open({ users: [seedMember('u-me', '我自己', 1)] }, 'u-me', '/profile/u-me');
    await user.click(await main().findByRole('button', { name: '編輯個人檔案' }));
    expect(await main().findByRole('heading', { level: 1, name: '編輯個人檔案' })).toBeTruthy();
    expect((main().getByRole('textbox', { name: '姓名/暱稱' }) as HTMLInputElement).value).toBe('我自己');
  });

  it('a reload in the middle of editing reopens the form with what was typed; 取消 then discards it', async () => {
    const user = userEvent.setup();
    const { view, main } = await open({ users: [seedMember('u-me', '我自己', 1)] }, 'u-me', '/profile/u-me');
    await user.click(await main().findByRole('button', { name: '編輯個人檔案' }));
    await user.type(await main().findByRole('textbox', { name: '一句話介紹' }), '重新整理前寫的介紹');
    view.unmount();

    const reloaded = await renderAt(world!.useCases, '/profile/u-me');
    const again = within(screen.getByRole('main'));
    expect(await again.findByRole('heading', { level: 1, name: '編輯個人檔案' })).toBeTruthy();
    expect((again.getByRole('textbox', { name: '一句話介紹' }) as HTMLInputElement).value).toBe('重新整理前寫的介紹');

    await user.click(again.getByRole('button', { name: '取消' }));
    await user.click(await screen.findByRole('button', { name: '放棄變更' }));
    expect(await again.findByRole('button', { name: '編輯個人檔案' })).toBeTruthy();
    reloaded.unmount();
    await renderAt(world!.useCases, '/profile/u-me');
    expect(await within(screen.getByRole('main')).findByRole('button', { name: '編輯個人檔案' })).toBeTruthy();
  });
});
