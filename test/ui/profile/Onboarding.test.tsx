/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWorld, renderAt, seedMember } from './profileWorld';
import type { World } from './profileWorld';

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

/** A member without a role (onboarding), signed in, landing on /profile. */
async function openOnboarding() {
  world = await makeWorld(
    { users: [seedMember('u-new', '新朋友', 1, { role: null }), seedMember('u-other', '別人', 2)] },
    'u-new',
  );
  const view = await renderAt(world.useCases, '/profile');
  const user = userEvent.setup();
  const main = () => within(screen.getByRole('main'));
  await waitFor(() => expect(view.path()).toBe('/profile/u-new'));
  await main().findByRole('heading', { level: 1, name: '完成你的個人檔案' });
  return { view, user, main };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('Onboarding (spec 4)', () => {
  it('the own profile opens in edit mode by itself, with the navigation disabled', async () => {
    const { view } = await openOnboarding();
    expect(view.session.onboarding).toBe(true);
    expect(textbox('姓名/暱稱').value).toBe('新朋友');
    expect(combobox('創業角色').value).toBe('');
    expect(screen.getByText('請務必選擇創業角色')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '主要導覽' });
    const explore = within(nav).getByRole('link', { name: '探索夥伴' });
    expect(explore.getAttribute('aria-disabled')).toBe('true');
    expect(explore.getAttribute('href')).toBeNull();
  });

  it('Cancel is blocked with an alert and the form stays', async () => {
    const { user, main } = await openOnboarding();
    await user.type(textbox('一句話介紹'), '想找技術夥伴');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect((await screen.findByRole('alert')).textContent).toContain('請先完成個人檔案，才能開始使用平臺。');
    expect(main().getByRole('heading', { level: 1, name: '完成你的個人檔案' })).toBeTruthy();
    expect(textbox('一句話介紹').value).toBe('想找技術夥伴');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('saving without a role is refused with the spec message', async () => {
    const { user, view } = await openOnboarding();
    const save = screen.getByRole('button', { name: '儲存' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toContain('請填寫姓名/暱稱並選擇創業角色！');
    expect(view.path()).toBe('/profile/u-new');
    expect((await world!.useCases.profiles.getUser('u-new'))?.role).toBeNull();
  });

  it('another member’s profile sends back to the own one while onboarding', async () => {
    world = await makeWorld(
      { users: [seedMember('u-new', '新朋友', 1, { role: null }), seedMember('u-other', '別人', 2)] },
      'u-new',
    );
    const view = await renderAt(world.useCases, '/profile/u-other');
    await waitFor(() => expect(view.path()).toBe('/profile/u-new'));
    expect(await screen.findByRole('heading', { level: 1, name: '完成你的個人檔案' })).toBeTruthy();
  });

  it('saving with name, role, city, district and skills ends onboarding and goes to the project editor', async () => {
    const { user, view } = await openOnboarding();
    await user.clear(textbox('姓名/暱稱'));
    await user.type(textbox('姓名/暱稱'), '林新創');
    await user.selectOptions(combobox('創業角色'), '我有創業點子');
    await user.selectOptions(combobox('縣市'), '臺中市');
    await user.selectOptions(combobox('鄉鎮市區'), '西屯區');
    await user.type(textbox('技能專長'), '產品規劃{Enter}');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(view.path()).toBe('/project/editor'));
    expect(await screen.findByText('個人檔案已更新！')).toBeTruthy();
    expect(view.session.onboarding).toBe(false);
    expect(await world!.useCases.profiles.getUser('u-new')).toMatchObject({
      name: '林新創',
      role: 'idea_holder',
      address: { city: '臺中市', district: '西屯區' },
      skills: ['產品規劃'],
    });
  });

  it('a reload brings back what was typed; saving clears it', async () => {
    const { user, view } = await openOnboarding();
    await user.type(textbox('一句話介紹'), '重新整理前寫的介紹');
    await user.selectOptions(combobox('創業角色'), '我有創業點子');
    await user.selectOptions(combobox('縣市'), '臺中市');
    view.unmount();

    const reloaded = await renderAt(world!.useCases, '/profile');
    await screen.findByRole('heading', { level: 1, name: '完成你的個人檔案' });
    expect(textbox('一句話介紹').value).toBe('重新整理前寫的介紹');
    expect(combobox('創業角色').value).toBe('idea_holder');
    expect(combobox('縣市').value).toBe('臺中市');
    await user.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(reloaded.path()).toBe('/project/editor'));
    expect(window.sessionStorage.getItem('cofounder.onboardingDraft:u-new:')).toBeNull();
  });
});
