/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { MEMBERS, PROJECTS, findPageHeading, makeWorld, renderAt } from './adminWorld';

function stat(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const group = term.parentElement;
  if (!group) throw new Error(`no stat ${label}`);
  return group;
}

describe('Admin layout (spec 2 Admin)', () => {
  it('has the sidebar in the spec order, the current section marked with aria-current', async () => {
    const world = await makeWorld();
    const view = renderAt(world, '/admin');
    await findPageHeading('儀表板');
    expect(view.path()).toBe('/admin/dashboard');
    const nav = screen.getByRole('navigation', { name: '管理後台選單' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['儀表板', '會員管理', '專案管理', '檢舉處理', '資源管理', '橫幅管理', '問卷編輯']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/projects',
      '/admin/reports',
      '/admin/resources',
      '/admin/banners',
      '/admin/questionnaire-editor',
    ]);
    expect(within(nav).getByRole('link', { name: '儀表板' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: '會員管理' }).getAttribute('aria-current')).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: '橫幅管理' }));
    await findPageHeading('橫幅管理');
    expect(view.path()).toBe('/admin/banners');
    expect(within(nav).getByRole('link', { name: '橫幅管理' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('橫幅管理｜共創夥伴');
  });
});

describe('Admin dashboard (spec 2 Admin, 9)', () => {
  it('shows the totals of members and projects from the backend, and 0 pending applications', async () => {
    const world = await makeWorld();
    renderAt(world, '/admin/dashboard');
    await findPageHeading('儀表板');
    expect(await screen.findByText('會員總數', { selector: 'dt' }, { timeout: 3000 })).toBeTruthy();
    expect(within(stat('會員總數')).getByText(String(MEMBERS.length))).toBeTruthy();
    expect(within(stat('專案總數')).getByText(String(PROJECTS.length))).toBeTruthy();
    expect(within(stat('待處理申請')).getByText('0')).toBeTruthy();
    expect(within(stat('會員總數')).getByRole('link', { name: '前往會員管理' }).getAttribute('href')).toBe('/admin/users');
  });

  it('follows the data: a project deleted elsewhere lowers the total on the next visit', async () => {
    const world = await makeWorld();
    await world.useCases.admin.deleteProject(PROJECTS[0]!.id);
    renderAt(world, '/admin/dashboard');
    await screen.findByText('會員總數', { selector: 'dt' }, { timeout: 4000 });
    expect(within(stat('專案總數')).getByText(String(PROJECTS.length - 1))).toBeTruthy();
  });

  it('shows a loading state first, then an error with 重試 when the totals cannot be read', async () => {
    let release: (() => void) | null = null;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    const world = await makeWorld({
      override: (backend) => ({
        admin: {
          ...backend.admin,
          countUsers: async () => {
            await gate;
            if (fail) throw new DomainError('unavailable');
            return backend.admin.countUsers();
          },
        },
      }),
    });
    renderAt(world, '/admin/dashboard');
    await findPageHeading('儀表板');
    const loading = screen.getByText('正在載入統計數字…');
    expect(loading.closest('[role="status"]')?.getAttribute('data-loading')).toBe('true');
    release!();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('無法載入統計數字，請稍後再試。');
    expect(screen.queryByText('會員總數', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('正在載入統計數字…')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '重試' }));
    await waitFor(() => expect(within(stat('會員總數')).getByText(String(MEMBERS.length))).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
