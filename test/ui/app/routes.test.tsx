/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { needsSignIn } from '../../../core/policies/routeAccess';
import { flatRoutes } from '../../../src/build/routeChunks';
import { guardOutcome } from '../../../ui/app/guards';
import { adminBannersTexts } from '../../../ui/admin/texts/banners';
import { adminDashboardTexts } from '../../../ui/admin/texts/dashboard';
import { adminProjectsTexts } from '../../../ui/admin/texts/projects';
import { adminQuestionnaireTexts } from '../../../ui/admin/texts/questionnaire';
import { adminReportsTexts } from '../../../ui/admin/texts/reports';
import { adminResourcesTexts } from '../../../ui/admin/texts/resources';
import { adminUsersTexts } from '../../../ui/admin/texts/users';
import { isPageRoute, ROUTES, type PageRoute, type TitleTexts } from '../../../ui/app/routeTable';
import { authTexts } from '../../../ui/auth/texts';
import { blockTexts } from '../../../ui/blocks/texts';
import { inboxTexts } from '../../../ui/chat/inboxTexts';
import { chatTexts } from '../../../ui/chat/texts';
import { editorTexts } from '../../../ui/editor/texts';
import { homeTexts } from '../../../ui/home/texts';
import { myDataTexts } from '../../../ui/mydata/texts';
import { privacyTexts } from '../../../ui/privacy/texts';
import { profileTexts } from '../../../ui/profile/texts';
import { questionnaireTexts } from '../../../ui/questionnaire/texts/questionnaire';
import { resourceTexts } from '../../../ui/resources/texts';
import { texts } from '../../../ui/texts';
import { FakeWorld } from '../support/fakeBackend';
import { renderApp, renderRoutes } from '../support/renderApp';

/** The texts the route table's titles are written in (ui/app/routeTable.ts TitleTexts). */
const TITLE_TEXTS: TitleTexts = {
  ...texts,
  auth: authTexts,
  home: homeTexts,
  resources: resourceTexts,
  editor: editorTexts,
  chat: chatTexts,
  inbox: inboxTexts,
  blocks: blockTexts,
  profile: profileTexts,
  questionnaire: questionnaireTexts,
  adminDashboard: adminDashboardTexts,
  adminQuestionnaire: adminQuestionnaireTexts,
  adminUsers: adminUsersTexts,
  adminProjects: adminProjectsTexts,
  adminReports: adminReportsTexts,
  adminResources: adminResourcesTexts,
  adminBanners: adminBannersTexts,
  privacy: privacyTexts,
  myData: myDataTexts,
};

/** An address of a route: each parameter and `*` filled with a value nothing in the fake world has. */
const addressOf = (pattern: string) => pattern.replace(/:\w+/g, 'x-1').replace(/\*$/, 'no-such-page');

async function expectHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

describe('route guards (spec 2, 6)', () => {
  it.each(
    flatRoutes()
      .filter(({ row }) => needsSignIn(row.access))
      .map(({ path }) => addressOf(path)),
  )('sends a signed-out visitor from %s to Auth', async (path) => {
    const view = renderRoutes(new FakeWorld(), path);
    await screen.findByRole('tab', { name: '登入' });
    expect(view.path()).toBe('/');
  });

  it('a page whose download failed (offline) opens when asked for again once the connection is back', async () => {
    const row = ROUTES.find((r) => r.path === '/privacy') as PageRoute;
    const download = row.page;
    let offline = true;
    (row as { page: PageRoute['page'] }).page = () =>
      offline ? Promise.reject(new Error('Loading chunk failed')) : download();
    const failing = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderRoutes(new FakeWorld(), '/privacy');
      expect(await screen.findByText('頁面載入失敗', {}, { timeout: 3000 })).toBeTruthy();
      offline = false;
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: '登入 / 註冊' }));
      await user.click(await screen.findByRole('link', { name: '隱私權政策' }, { timeout: 3000 }));
      await expectHeading(privacyTexts.title);
    } finally {
      (row as { page: PageRoute['page'] }).page = download;
      failing.mockRestore();
    }
  });

  it('a page opened by a link while offline is requested once, says 頁面載入失敗 with 重試 at its address, and 重試 opens it once online', async () => {
    const row = ROUTES.find((r) => r.path === '/privacy') as PageRoute;
    const download = row.page;
    let offline = true;
    let requests = 0;
    // A download that fails a moment after it starts, as a dropped connection's does.
    (row as { page: PageRoute['page'] }).page = () => {
      requests++;
      return offline
        ? new Promise((_, reject) =>
            setTimeout(() => reject(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' })), 2),
          )
        : download();
    };
    const failing = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const view = renderRoutes(new FakeWorld(), '/');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('link', { name: '隱私權政策' }, { timeout: 3000 }));
      const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(requests).toBe(1);
      expect(screen.getByRole('heading', { level: 1, name: '頁面載入失敗' })).toBeTruthy();
      expect(alert.textContent).toContain(texts.errors.unavailable);
      expect(view.path()).toBe('/privacy');
      expect(screen.getByRole('link', { name: '登入 / 註冊' })).toBeTruthy();
      offline = false;
      await user.click(screen.getByRole('button', { name: '重試' }));
      await expectHeading(privacyTexts.title);
      expect(requests).toBe(2);
    } finally {
      (row as { page: PageRoute['page'] }).page = download;
      failing.mockRestore();
    }
  });

  it('opens Resources and the 404 page to visitors', async () => {
    const view = renderRoutes(new FakeWorld(), '/resources');
    await screen.findByRole('link', { name: '登入 / 註冊' });
    await waitFor(() => expect(screen.queryByText('正在確認登入狀態…')).toBeNull());
    expect(view.path()).toBe('/resources');
    expect(screen.queryByRole('tab', { name: '登入' })).toBeNull();
    view.unmount();

    const missing = renderRoutes(new FakeWorld(), '/no/such/page');
    await expectHeading('找不到這個頁面');
    expect(missing.path()).toBe('/no/such/page');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '回到首頁' }).getAttribute('href')).toBe('/home');
  });

  it('the footer tells a signed-out visitor which links need sign-in; a member sees the plain links', async () => {
    const footerLink = (name: string | RegExp) =>
      within(screen.getByRole('navigation', { name: '頁尾導覽' })).getByRole('link', { name });
    const view = renderRoutes(new FakeWorld(), '/resources');
    await screen.findByRole('link', { name: '登入 / 註冊' });
    await waitFor(() => expect(footerLink(/^合約範本\s*（需登入）$/)).toBeTruthy());
    expect(footerLink(/^聯絡我們\s*（需登入）$/)).toBeTruthy();
    expect(footerLink('創業資源')).toBeTruthy();
    view.unmount();

    const world = new FakeWorld();
    world.signInAs(world.addMember());
    renderRoutes(world, '/resources');
    await screen.findByRole('button', { name: '登出' }, { timeout: 3000 });
    await waitFor(() => expect(footerLink('合約範本')).toBeTruthy());
  });

  it('sends a signed-in member on / to Home', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember());
    const view = renderRoutes(world, '/');
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  it('sends /profile to the own profile', async () => {
    const world = new FakeWorld();
    const member = world.addMember();
    world.signInAs(member);
    const view = renderRoutes(world, '/profile');
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
  });

  it('lets a member open a deep link', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember());
    const view = renderRoutes(world, '/project/u-77');
    await waitFor(() => expect(screen.queryByText('正在確認登入狀態…')).toBeNull());
    expect(view.path()).toBe('/project/u-77');
  });

  it('sends a non-admin from /admin to Home', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember({ isAdmin: false }));
    const view = renderRoutes(world, '/admin/users');
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  it('opens the admin area to an admin; /admin redirects to the dashboard', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember({ isAdmin: true }));
    const view = renderRoutes(world, '/admin');
    await waitFor(() => expect(view.path()).toBe('/admin/dashboard'));
    const sidebar = await screen.findByRole('navigation', { name: '管理後台選單' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['儀表板', '會員管理', '專案管理', '檢舉處理', '資源管理', '橫幅管理', '問卷編輯']);
  });

  it('never opens the admin area when the user record cannot be read', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember({ isAdmin: true }));
    world.failures.watchUser = new DomainError('unavailable');
    const view = renderRoutes(world, '/admin/banners');
    await waitFor(() => expect(view.path()).not.toBe('/admin/banners'));
    expect(screen.queryByRole('navigation', { name: '管理後台選單' })).toBeNull();
  });

  it('sends an admin whose rights are removed meanwhile from the admin area to Home', async () => {
    const world = new FakeWorld();
    const admin = world.addMember({ isAdmin: true });
    world.signInAs(admin);
    const view = renderRoutes(world, '/admin/users');
    await screen.findByRole('navigation', { name: '管理後台選單' });
    act(() => world.updateProfile(admin.uid, { isAdmin: false }));
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  it('sends an onboarding member (no role) to the own profile from any other route', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ role: null });
    world.signInAs(member);
    const view = renderRoutes(world, '/explore-partners');
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
  });

  it('sends an onboarding member from another member’s profile to the own one', async () => {
    const world = new FakeWorld();
    const member = world.addAccountWithoutProfile();
    world.signInAs(member);
    const view = renderRoutes(world, '/profile/someone-else');
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
  });

  it('lets an onboarding member through once the profile gets a role', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ role: null });
    world.signInAs(member);
    const view = renderRoutes(world, '/explore-projects');
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
    expect(guardOutcome('/explore-projects', view.session)).toEqual({ kind: 'redirect', to: `/profile/${member.uid}` });
    act(() => world.updateProfile(member.uid, { role: 'idea_holder' }));
    expect(guardOutcome('/explore-projects', view.session)).toEqual({ kind: 'allow' });
  });

  it('lets an onboarding member through once onboarding is ended explicitly', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ role: null });
    world.signInAs(member);
    const view = renderRoutes(world, '/inbox');
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
    act(() => view.session.endOnboarding());
    expect(guardOutcome('/inbox', view.session)).toEqual({ kind: 'allow' });
  });

  it('shows an announced loading state, not a blank page, until the profile arrives', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember());
    world.holdUserSnapshots = true;
    const view = renderRoutes(world, '/inbox');
    const main = screen.getByRole('main');
    const status = within(main).getByRole('status');
    expect(status.textContent).toContain('正在確認登入狀態');
    expect(status.getAttribute('data-loading')).toBe('true');
    act(() => world.releaseUserSnapshots());
    await waitFor(() => expect(screen.queryByText('正在確認登入狀態…')).toBeNull());
    expect(view.path()).toBe('/inbox');
  });

  it.each(
    flatRoutes()
      .filter(({ row }) => isPageRoute(row) && !row.children)
      .map(({ path, row }) => [path, row] as const),
  )('%s shows the title of the route table', async (path, row) => {
    if (!isPageRoute(row)) throw new Error('a page route');
    const world = new FakeWorld();
    if (needsSignIn(row.access)) world.signInAs(world.addMember({ isAdmin: true }));
    const view = renderRoutes(world, addressOf(path));
    // A profile names its member; one that does not exist says so once the page knows it.
    const title = path === '/profile/:id' ? profileTexts.notFoundTitle : row.title(TITLE_TEXTS);
    await waitFor(() => expect(document.title).toBe(texts.common.documentTitle(title)));
    expect(view.path()).toBe(addressOf(path));
  });

  it('the exported App renders the Auth page at / (memory router)', async () => {
    renderApp(new FakeWorld(), '/');
    expect(await screen.findByRole('tab', { name: '註冊' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
  });

  it('the exported App unsubscribes every listener when it unmounts', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember());
    const app = renderApp(world, '/home');
    await screen.findByRole('button', { name: '登出' });
    expect(world.listenerCount()).toBeGreaterThanOrEqual(3);
    app.unmount();
    expect(world.listenerCount()).toBe(0);
  });
});
