/** @jest-environment jest-fixed-jsdom */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAdminInStore } from '../../../adapters/memory';
import { DomainError } from '../../../core/domain';
import { ADMIN, CROWD, MEMBER, MEMBERS, MEMBER_TWO, bodyRows, confirmDialog, findPageHeading, makeWorld, renderAt, rowWith } from './adminWorld';

const CAPTION = '會員列表';

async function openMembers() {
  const world = await makeWorld();
  const view = renderAt(world, '/admin/users');
  await findPageHeading('會員管理');
  await screen.findByRole('table', { name: CAPTION }, { timeout: 3000 });
  return { world, view };
}

/** The admin-status badge of a row (the cards' aria-hidden column labels left out). */
function status(row: HTMLElement): string {
  const cell = within(row).getAllByRole('cell')[4];
  const badge = cell ? within(cell).getAllByText(/管理員|一般會員/, { ignore: '[aria-hidden="true"], script, style' })[0] : null;
  return badge?.textContent ?? '';
}

function names(): string[] {
  return bodyRows(CAPTION).map((row) => within(row).getAllByRole('link')[0]?.textContent ?? '');
}

/** Newest first, as the backend lists members without a search. */
const NEWEST_FIRST = [...MEMBERS].sort((a, b) => b.createdAt - a.createdAt).map((m) => m.name);

describe('Admin members: table, search and paging (spec 2, 7 Admin, 9)', () => {
  it('lists 10 members a page, newest first, with role, city, joined date and admin status', async () => {
    await openMembers();
    expect(names()).toEqual(NEWEST_FIRST.slice(0, 10));

    const header = within(screen.getByRole('table', { name: CAPTION })).getAllByRole('columnheader');
    expect(header.map((th) => th.textContent)).toEqual(['會員', '創業角色', '所在縣市', '加入日期', '權限', '操作']);

    // Page 2 holds the rest; 上一頁 goes back to the same first page.
    const pager = screen.getByRole('navigation', { name: '會員列表分頁' });
    expect(within(pager).getByRole('button', { name: /上一頁/ }).hasAttribute('disabled')).toBe(true);
    expect(within(pager).getByText('第 1 頁')).toBeTruthy();
    await userEvent.click(within(pager).getByRole('button', { name: /下一頁/ }));
    await waitFor(() => expect(names()).toEqual(NEWEST_FIRST.slice(10)));
    expect(within(pager).getByText('第 2 頁')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: /下一頁/ }).hasAttribute('disabled')).toBe(true);

    const admin = rowWith(CAPTION, ADMIN.name);
    expect(within(admin).getByText('我是營運/行銷專家')).toBeTruthy();
    expect(within(admin).getByText('臺北市')).toBeTruthy();
    expect(within(admin).getByText('2026/9/1').closest('time')?.getAttribute('datetime')).toBe('2026-09-01T04:00:00.000Z');
    expect(status(admin)).toBe('管理員');
    expect(status(rowWith(CAPTION, CROWD[0]!.name))).toBe('一般會員');
    expect(within(admin).getByText('你')).toBeTruthy();
    // The avatar falls back to the initial.
    expect(admin.textContent).toContain('黃');

    await userEvent.click(within(pager).getByRole('button', { name: /上一頁/ }));
    await waitFor(() => expect(names()).toEqual(NEWEST_FIRST.slice(0, 10)));
  });

  it('searches by name prefix after the debounce, and says when nothing matches', async () => {
    await openMembers();
    const search = screen.getByRole('searchbox', { name: '搜尋會員名稱' });
    await userEvent.type(search, '林');
    // Not at once: the list waits for the 500 ms debounce.
    expect(names()).toEqual(NEWEST_FIRST.slice(0, 10));
    await waitFor(() => expect(names().sort()).toEqual([MEMBER.name, MEMBER_TWO.name].sort()), { timeout: 3000 });
    expect(screen.queryByRole('navigation', { name: '會員列表分頁' })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, '不存在{Enter}');
    expect(await screen.findByText('找不到名稱以「不存在」開頭的會員。', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, '陳會員1{Enter}');
    await waitFor(() => expect(names()).toEqual(['陳會員10', '陳會員11', '陳會員12']), { timeout: 3000 });
  });
});

describe('Admin members: admin rights (spec 6)', () => {
  it('grants admin rights only after the confirmation; cancelling changes nothing', async () => {
    const { world } = await openMembers();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋會員名稱' }), '林小{Enter}');
    await waitFor(() => expect(names()).toEqual([MEMBER.name]), { timeout: 3000 });

    const grant = () => within(rowWith(CAPTION, MEMBER.name)).getByRole('button', { name: `設為管理員：${MEMBER.name}` });
    await userEvent.click(grant());
    let dialog = await confirmDialog();
    expect(within(dialog).getByText(`要將「${MEMBER.name}」設為管理員嗎？`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await world.useCases.profiles.getUser(MEMBER.uid))?.isAdmin).toBe(false);
    expect(status(rowWith(CAPTION, MEMBER.name))).toBe('一般會員');

    await userEvent.click(grant());
    dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '設為管理員' }));
    expect(await screen.findByText(`已將${MEMBER.name}設為管理員。`)).toBeTruthy();
    expect((await world.useCases.profiles.getUser(MEMBER.uid))?.isAdmin).toBe(true);
    const row = rowWith(CAPTION, MEMBER.name);
    expect(status(row)).toBe('管理員');

    // And removed again, after its own confirmation.
    await userEvent.click(within(row).getByRole('button', { name: `移除管理員：${MEMBER.name}` }));
    dialog = await confirmDialog();
    expect(within(dialog).getByText(`要移除「${MEMBER.name}」的管理員權限嗎？`)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除管理員' }));
    expect(await screen.findByText(`已移除${MEMBER.name}的管理員權限。`)).toBeTruthy();
    expect((await world.useCases.profiles.getUser(MEMBER.uid))?.isAdmin).toBe(false);
    expect(status(rowWith(CAPTION, MEMBER.name))).toBe('一般會員');
  });

  it('never lets an admin remove their own rights: the button is disabled with the reason', async () => {
    const { world } = await openMembers();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜尋會員名稱' }), '黃{Enter}');
    await waitFor(() => expect(names()).toEqual([ADMIN.name]), { timeout: 3000 });
    const own = within(rowWith(CAPTION, ADMIN.name)).getByRole('button', { name: `移除管理員：${ADMIN.name}` });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    const describedBy = (own.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain('無法移除自己的管理員權限。');
    await userEvent.click(own);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await world.useCases.profiles.getUser(ADMIN.uid))?.isAdmin).toBe(true);
  });

  it('the suspend button changes nothing and says the feature is not open yet', async () => {
    const { world } = await openMembers();
    const before = await world.useCases.admin.searchUsers('', null);
    const target = CROWD[11]!;
    const suspend = within(rowWith(CAPTION, target.name)).getByRole('button', { name: `停權：${target.name}` });
    expect(suspend.getAttribute('aria-disabled')).toBe('true');
    const hint = document.getElementById(suspend.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('此功能尚未開放');
    await userEvent.click(suspend);
    expect(await screen.findByText('停權功能尚未開放。')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const after = await world.useCases.admin.searchUsers('', null);
    expect(after).toEqual(before);
    expect(names()).toEqual(NEWEST_FIRST.slice(0, 10));
  });

  it('shows 權限不足！ when the backend refuses, and keeps the row as it was', async () => {
    const world = await makeWorld({
      override: (backend) => ({
        admin: {
          ...backend.admin,
          setAdmin: async () => {
            throw new DomainError('permission-denied');
          },
        },
      }),
    });
    renderAt(world, '/admin/users');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 4000 });
    const target = CROWD[11]!;
    await userEvent.click(within(rowWith(CAPTION, target.name)).getByRole('button', { name: `設為管理員：${target.name}` }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '設為管理員' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('權限不足！');
    expect(status(rowWith(CAPTION, target.name))).toBe('一般會員');
    expect((await world.useCases.profiles.getUser(target.uid))?.isAdmin).toBe(false);
  });

  it('sends an admin whose rights are taken away meanwhile to Home (the guard follows the live record)', async () => {
    const world = await makeWorld({ banners: [] });
    const view = renderAt(world, '/admin/users');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 4000 });
    await act(async () => {
      await setAdminInStore(world.operator, ADMIN.uid, false);
    });
    await waitFor(() => expect(view.path()).toBe('/home'), { timeout: 3000 });
    expect(screen.queryByRole('table', { name: CAPTION })).toBeNull();
  });

  it('shows 權限更新失敗 when the update fails for any other reason', async () => {
    const world = await makeWorld({
      override: (backend) => ({
        admin: {
          ...backend.admin,
          setAdmin: async () => {
            throw new Error('network down');
          },
        },
      }),
    });
    renderAt(world, '/admin/users');
    await screen.findByRole('table', { name: CAPTION }, { timeout: 4000 });
    const target = CROWD[11]!;
    await userEvent.click(within(rowWith(CAPTION, target.name)).getByRole('button', { name: `設為管理員：${target.name}` }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '設為管理員' }));
    expect((await screen.findByRole('alert')).textContent).toContain('權限更新失敗，請稍後再試。');
  });
});
