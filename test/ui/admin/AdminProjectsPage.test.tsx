/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import type { Project } from '../../../core/domain';
import { CROWD, MEMBER, PROJECTS, bodyRows, confirmDialog, findPageHeading, makeWorld, project, renderAt, rowWith } from './adminWorld';

const CAPTION = '專案列表';
const DAY = 86_400_000;

function names(): string[] {
  return bodyRows(CAPTION).map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

const byNewest = (list: Project[]) => [...list].sort((a, b) => b.createdAt - a.createdAt).map((p) => p.projectName);

describe('Admin projects: table, search, paging (spec 2, 7 Admin, 9)', () => {
  it('lists the projects with owner, stage and created date; 編輯 opens the project editor', async () => {
    const world = await makeWorld();
    const view = renderAt(world, '/admin/projects');
    await findPageHeading('專案管理');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 3000 });
    expect(names()).toEqual(byNewest(PROJECTS));
    const row = rowWith(CAPTION, '照護橋');
    expect(within(row).getByText(MEMBER.name)).toBeTruthy();
    expect(within(row).getByText('概念階段')).toBeTruthy();
    expect(within(row).getByText('2026/9/4')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '照護橋' }).getAttribute('href')).toBe(`/project/${MEMBER.uid}`);
    // No pager when everything fits one page.
    expect(screen.queryByRole('navigation', { name: '專案列表分頁' })).toBeNull();

    await userEvent.click(within(row).getByRole('link', { name: '編輯：照護橋' }));
    await waitFor(() => expect(view.path()).toBe(`/project/edit/${MEMBER.uid}`));
    // Admins may use the editor on anyone's project.
    expect(await screen.findByDisplayValue('照護橋', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it('shows 10 a page with 下一頁, and searches by name prefix', async () => {
    const many = CROWD.map((m, i) => project(m, `專案${String(i + 1).padStart(2, '0')}`, Date.UTC(2026, 9, 1) + i * DAY));
    const all = [...PROJECTS.slice(0, 2), ...many];
    const world = await makeWorld({ projects: all });
    renderAt(world, '/admin/projects');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 4000 });
    expect(names()).toEqual(byNewest(all).slice(0, 10));
    const pager = screen.getByRole('navigation', { name: '專案列表分頁' });
    await userEvent.click(within(pager).getByRole('button', { name: /下一頁/ }));
    await waitFor(() => expect(names()).toEqual(byNewest(all).slice(10)));

    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋專案名稱' }), '農{Enter}');
    await waitFor(() => expect(names()).toEqual(['農機共享']), { timeout: 3000 });
  });
});

describe('Admin projects: delete (spec 5, 6)', () => {
  it('deletes only after the confirmation; cancelling keeps the project', async () => {
    const world = await makeWorld();
    renderAt(world, '/admin/projects');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 3000 });

    await userEvent.click(within(rowWith(CAPTION, '照護橋')).getByRole('button', { name: '刪除：照護橋' }));
    let dialog = await confirmDialog();
    expect(within(dialog).getByText('確定要刪除「照護橋」嗎？')).toBeTruthy();
    // Focus starts on 取消, the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '取消' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await world.useCases.projects.getProject(MEMBER.uid)).not.toBeNull();
    expect(names()).toContain('照護橋');

    await userEvent.click(within(rowWith(CAPTION, '照護橋')).getByRole('button', { name: '刪除：照護橋' }));
    dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '刪除專案' }));
    expect(await screen.findByText('已刪除「照護橋」。')).toBeTruthy();
    await waitFor(() => expect(names()).not.toContain('照護橋'));
    expect(names()).toHaveLength(PROJECTS.length - 1);
    expect(await world.useCases.projects.getProject(MEMBER.uid)).toBeNull();
  });

  it('shows 刪除失敗 (or 權限不足！) when the deletion fails, and keeps the row', async () => {
    let error: unknown = new Error('network down');
    const world = await makeWorld({
      override: (backend) => ({
        projects: {
          ...backend.projects,
          deleteProject: async () => {
            throw error;
          },
        },
      }),
    });
    renderAt(world, '/admin/projects');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 3000 });
    const remove = async () => {
      await userEvent.click(within(rowWith(CAPTION, '照護橋')).getByRole('button', { name: '刪除：照護橋' }));
      await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '刪除專案' }));
    };
    await remove();
    expect((await screen.findByRole('alert')).textContent).toContain('刪除失敗，請稍後再試。');
    expect(names()).toContain('照護橋');

    error = new DomainError('permission-denied');
    await remove();
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent).join()).toContain('權限不足！'));
    expect(names()).toContain('照護橋');
  });
});
