/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWorld } from '../support/fakeBackend';
import { renderRoutes } from '../support/renderApp';

const NAV = ['首頁', '探索夥伴', '探索專案', '創業評測', '合約範本', '聯絡我們'];

function header() {
  return within(screen.getByRole('banner'));
}

async function signedInAt(path: string, overrides: Parameters<FakeWorld['addMember']>[0] = {}) {
  const world = new FakeWorld();
  const member = world.addMember(overrides);
  world.signInAs(member);
  const view = renderRoutes(world, path);
  await screen.findByRole('button', { name: '登出' });
  return { world, member, view };
}

describe('Header (spec 2 Header)', () => {
  it('signed out: the logo and a 登入 / 註冊 button, no navigation or account actions', async () => {
    renderRoutes(new FakeWorld(), '/resources');
    await screen.findByRole('link', { name: '登入 / 註冊' });
    const h = header();
    expect(h.getByRole('link', { name: /共創夥伴/ }).getAttribute('href')).toBe('/home');
    expect(h.getByRole('link', { name: '登入 / 註冊' }).getAttribute('href')).toBe('/');
    expect(h.queryByRole('navigation', { name: '主要導覽' })).toBeNull();
    expect(h.queryByRole('button', { name: '登出' })).toBeNull();
    expect(h.queryByRole('button', { name: /通知中心/ })).toBeNull();
    expect(h.queryByRole('button', { name: '選單' })).toBeNull();
  });

  it('signed in: the navigation in order, publish, bell, own profile and logout; no admin items', async () => {
    const { member } = await signedInAt('/home');
    const h = header();
    const nav = h.getByRole('navigation', { name: '主要導覽' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(NAV);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/home',
      '/explore-partners',
      '/explore-projects',
      '/questionnaire',
      '/agreement-templates',
      '/contact-us',
    ]);
    expect(within(nav).getByRole('link', { name: '首頁' }).getAttribute('aria-current')).toBe('page');
    expect(h.getByRole('link', { name: '發布專案' }).getAttribute('href')).toBe('/project/editor');
    expect(h.getByRole('link', { name: '我的個人檔案' }).getAttribute('href')).toBe(`/profile/${member.uid}`);
    expect(h.getByRole('button', { name: '登出' })).toBeTruthy();
    expect(h.getByRole('button', { name: '通知中心' })).toBeTruthy();
    expect(h.queryByRole('link', { name: '管理後台' })).toBeNull();
    expect(h.queryByText('管理員')).toBeNull();
    expect(h.queryByRole('link', { name: '登入 / 註冊' })).toBeNull();
  });

  it('hides 發布專案 while the member has a project (live)', async () => {
    const { world, member } = await signedInAt('/home');
    expect(header().getByRole('link', { name: '發布專案' })).toBeTruthy();
    act(() => world.setHasProject(member.uid, true));
    expect(header().queryByRole('link', { name: '發布專案' })).toBeNull();
    act(() => world.setHasProject(member.uid, false));
    expect(header().getByRole('link', { name: '發布專案' })).toBeTruthy();
  });

  it('says so while the browser has no connection, and stops saying it once the connection is back', async () => {
    const connected = jest.spyOn(navigator, 'onLine', 'get');
    try {
      await signedInAt('/home');
      expect(header().getByRole('status').textContent).toBe('');
      connected.mockReturnValue(false);
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(header().getByRole('status').textContent).toBe(
        '目前沒有網路連線。恢復連線前，有些內容可能無法載入或送出，已輸入的內容會保留。',
      );
      connected.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(header().getByRole('status').textContent).toBe('');
    } finally {
      connected.mockRestore();
    }
  });

  it('admin: the 管理後台 button and the 管理員 badge', async () => {
    await signedInAt('/home', { isAdmin: true });
    const h = header();
    expect(h.getByRole('link', { name: '管理後台' }).getAttribute('href')).toBe('/admin');
    expect(h.getByText('管理員')).toBeTruthy();
  });

  it('shows the unread count on the bell only when above 0', async () => {
    const { world, member } = await signedInAt('/home', { unreadNotifications: 3 });
    const bell = header().getByRole('button', { name: '通知中心，3 則未讀' });
    expect(bell.textContent).toContain('3');
    act(() => world.updateProfile(member.uid, { unreadNotifications: 0 }));
    const quiet = header().getByRole('button', { name: '通知中心' });
    expect(quiet.textContent).toBe('');
  });

  it('links 創業評測 to the result once the member has retaken it, else to the questionnaire', async () => {
    const { world, member } = await signedInAt('/home', {
      archetypeResult: { archetype: 'pioneer', overallScore: 80, resultId: 'r-42', retakeCount: 0 },
    });
    expect(header().getByRole('link', { name: '創業評測' }).getAttribute('href')).toBe('/questionnaire');
    act(() =>
      world.updateProfile(member.uid, {
        archetypeResult: { archetype: 'pioneer', overallScore: 80, resultId: 'r-42', retakeCount: 1 },
      }),
    );
    expect(header().getByRole('link', { name: '創業評測' }).getAttribute('href')).toBe('/questionnaire/result/r-42');
  });

  it('onboarding: navigation and publish disabled (aria-disabled, no href), bell cannot open, hint shown', async () => {
    const { member } = await signedInAt('/profile', { role: null, unreadNotifications: 2 });
    const h = header();
    const nav = h.getByRole('navigation', { name: '主要導覽' });
    const items = within(nav).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual(NAV);
    for (const item of items) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.hasAttribute('href')).toBe(false);
    }
    expect(h.getByRole('link', { name: '發布專案' }).getAttribute('aria-disabled')).toBe('true');
    expect(h.getByRole('button', { name: '通知中心，2 則未讀' }).getAttribute('aria-disabled')).toBe('true');
    expect(h.getByText(/請先完成個人檔案並選擇創業角色/)).toBeTruthy();
    // the own profile and logout stay usable
    expect(h.getByRole('link', { name: '我的個人檔案' }).getAttribute('href')).toBe(`/profile/${member.uid}`);
    expect(h.getByRole('button', { name: '登出' }).hasAttribute('disabled')).toBe(false);
  });

  it('logout clears the member and goes to Auth', async () => {
    const { world, view } = await signedInAt('/home', { isAdmin: true });
    const user = userEvent.setup();
    expect(world.memberListenerCount()).toBe(2);
    await user.click(header().getByRole('button', { name: '登出' }));
    await screen.findByRole('tab', { name: '登入' });
    expect(view.path()).toBe('/');
    expect(view.session.profile).toBeNull();
    expect(view.session.hasProject).toBe(false);
    expect(view.session.onboarding).toBe(false);
    expect(world.memberListenerCount()).toBe(0);
    // On the sign-in page itself the header offers no 登入 / 註冊 that would lead nowhere.
    expect(header().queryByRole('link', { name: '登入 / 註冊' })).toBeNull();
  });

  describe('mobile menu', () => {
    it('opens with aria-expanded and aria-controls, holds the same items, closes on Esc', async () => {
      await signedInAt('/home', { isAdmin: true });
      const user = userEvent.setup();
      const toggle = header().getByRole('button', { name: '選單' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      // The menu's code is a chunk of its own (fetched ahead once the header is up).
      const panel = await waitFor(() => {
        const found = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        if (!found) throw new Error('the menu panel is not there yet');
        return found;
      });
      const menu = within(panel!);
      const nav = menu.getByRole('navigation', { name: '行動版選單' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(NAV);
      expect(menu.getByRole('link', { name: '發布專案' })).toBeTruthy();
      expect(menu.getByRole('link', { name: '管理後台' })).toBeTruthy();
      // The account's own pages are found from the menu, not only from the profile.
      expect(menu.getByRole('link', { name: '我的資料' }).getAttribute('href')).toBe('/my-data');
      expect(menu.getByRole('link', { name: '封鎖名單' }).getAttribute('href')).toBe('/blocks');
      expect(menu.getByRole('button', { name: '登出' })).toBeTruthy();

      await user.keyboard('{Escape}');
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
      expect(document.activeElement).toBe(toggle);
    });

    it('during onboarding 我的資料 stays open: a new member can still download or delete their data', async () => {
      await signedInAt('/profile', { role: null });
      const user = userEvent.setup();
      const toggle = header().getByRole('button', { name: '選單' });
      await user.click(toggle);
      const panel = await waitFor(() => {
        const found = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
        if (!found) throw new Error('the menu panel is not there yet');
        return found;
      });
      expect(within(panel).getByRole('link', { name: '我的資料' }).getAttribute('href')).toBe('/my-data');
      expect(within(panel).getByRole('link', { name: '探索夥伴' }).hasAttribute('href')).toBe(false);
    });

    it('closes on navigation', async () => {
      const { view } = await signedInAt('/home');
      const user = userEvent.setup();
      const toggle = header().getByRole('button', { name: '選單' });
      await user.click(toggle);
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
      await user.click(within(panel).getByRole('link', { name: '探索專案' }));
      await waitFor(() => expect(view.path()).toBe('/explore-projects'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
    });

    it('closes on a tap outside the header, and keeps notices clear of it while open', async () => {
      await signedInAt('/home');
      const user = userEvent.setup();
      const toggle = header().getByRole('button', { name: '選單' });
      await user.click(toggle);
      await waitFor(() => expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull());
      // Notices move to the bottom of the screen while the menu covers the top.
      expect(document.documentElement.hasAttribute('data-phone-menu')).toBe(true);
      // A tap inside the menu or the header does not close it.
      await user.click(
        header()
          .getByRole('link', { name: /共創夥伴/ })
          .closest('header')!,
      );
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await user.click(screen.getByRole('main'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
      expect(document.documentElement.hasAttribute('data-phone-menu')).toBe(false);
    });
  });
});
