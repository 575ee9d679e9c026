/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { RESOURCES, confirmDialog, findPageHeading, makeWorld, renderAt } from './adminWorld';

const FIELDS = ['資源名稱', '官方網站網址', '圖片網址', '分類', '地區', '資源介紹'] as const;

async function openResources(options: Parameters<typeof makeWorld>[0] = {}) {
  const world = await makeWorld(options);
  renderAt(world, '/admin/resources');
  await findPageHeading('資源管理');
  await screen.findByText(RESOURCES[0]!.title, { selector: 'h3' }, { timeout: 3000 });
  const form = screen.getByRole('region', { name: '新增資源' });
  return { world, form };
}

function field(form: HTMLElement, label: (typeof FIELDS)[number]): HTMLInputElement {
  return within(form).getByLabelText(label) as HTMLInputElement;
}

function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
}

async function fill(form: HTMLElement, values: Partial<Record<(typeof FIELDS)[number], string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(form, label as (typeof FIELDS)[number]);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

function listItems(): HTMLElement[] {
  const list = screen.getByRole('region', { name: '資源列表' });
  return within(list).queryAllByRole('listitem');
}

describe('Admin resources: the form (spec 5 Resource)', () => {
  it('requires every field, with a message for each, and keeps what was typed', async () => {
    const { world, form } = await openResources();
    for (const label of FIELDS) expect(field(form, label).getAttribute('aria-required')).toBe('true');
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect(errorOf(field(form, '資源名稱'))).toContain('請輸入資源名稱。');
    expect(errorOf(field(form, '官方網站網址'))).toContain('請輸入官方網站網址。');
    expect(errorOf(field(form, '圖片網址'))).toContain('請輸入圖片網址。');
    expect(errorOf(field(form, '分類'))).toContain('請輸入分類。');
    expect(errorOf(field(form, '地區'))).toContain('請輸入地區。');
    expect(errorOf(field(form, '資源介紹'))).toContain('請輸入資源介紹。');
    for (const label of FIELDS) expect(field(form, label).getAttribute('aria-invalid')).toBe('true');
    // Focus goes to the first field that needs fixing.
    expect(document.activeElement).toBe(field(form, '資源名稱'));

    await fill(form, { 資源名稱: '  ', 官方網站網址: 'javascript:alert(1)', 圖片網址: 'javascript:alert(1)', 分類: '補助' });
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect(errorOf(field(form, '資源名稱'))).toContain('請輸入資源名稱。');
    expect(errorOf(field(form, '官方網站網址'))).toContain('請輸入以 https:// 開頭的網址，或本站以 / 開頭的路徑。');
    expect(errorOf(field(form, '圖片網址'))).toContain('請輸入以 https:// 開頭的網址，或本站以 / 開頭的路徑。');
    expect(errorOf(field(form, '分類'))).toBe('');
    expect(field(form, '官方網站網址').value).toBe('javascript:alert(1)');
    expect(field(form, '分類').value).toBe('補助');
    expect(await world.useCases.admin.listResources()).toHaveLength(RESOURCES.length);
  });

  it('creates a resource that the list and the Resources page show', async () => {
    const { world, form } = await openResources();
    await fill(form, {
      資源名稱: '  林口新創園  ',
      官方網站網址: 'https://example.com/startup-terrace',
      圖片網址: '/demo/resources/startup-terrace.svg',
      分類: '空間',
      地區: '新北市',
      資源介紹: '提供辦公空間與國際加速器資源。',
    });
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect(await screen.findByText('已新增資源。')).toBeTruthy();
    await waitFor(() => expect(listItems()).toHaveLength(RESOURCES.length + 1));
    const item = listItems().find((li) => within(li).queryByText('林口新創園'));
    expect(item).toBeTruthy();
    expect(within(item!).getByRole('link', { name: /官方網站/ }).getAttribute('href')).toBe('https://example.com/startup-terrace');
    // The form is empty again, ready for the next one.
    expect(field(form, '資源名稱').value).toBe('');

    const saved = (await world.useCases.content.allResources()).find((r) => r.title === '林口新創園');
    expect(saved).toMatchObject({ category: '空間', district: '新北市', imageUrl: '/demo/resources/startup-terrace.svg' });
  });

  it('編輯 fills the form; saving updates the resource; 取消編輯 empties the form', async () => {
    const { world } = await openResources();
    const original = RESOURCES[0]!;
    await userEvent.click(screen.getByRole('button', { name: `編輯：${original.title}` }));
    const form = screen.getByRole('region', { name: '編輯資源' });
    expect(field(form, '資源名稱').value).toBe(original.title);
    expect(field(form, '官方網站網址').value).toBe(original.officialUrl);
    expect(field(form, '資源介紹').value).toBe(original.description);
    expect(within(form).getByText(`正在編輯「${original.title}」`)).toBeTruthy();

    await fill(form, { 資源名稱: '青年創業貸款（更新）', 地區: '臺北市' });
    await userEvent.click(within(form).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已更新資源。')).toBeTruthy();
    const list = await world.useCases.admin.listResources();
    expect(list).toHaveLength(RESOURCES.length);
    expect(list[0]).toMatchObject({ id: original.id, title: '青年創業貸款（更新）', district: '臺北市', category: original.category });
    await waitFor(() => expect(screen.getByText('青年創業貸款（更新）', { selector: 'h3' })).toBeTruthy());
    expect(screen.getByRole('region', { name: '新增資源' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '編輯：青年創業貸款（更新）' }));
    const again = screen.getByRole('region', { name: '編輯資源' });
    await userEvent.click(within(again).getByRole('button', { name: '取消編輯' }));
    const empty = screen.getByRole('region', { name: '新增資源' });
    expect(field(empty, '資源名稱').value).toBe('');
  });

  it('編輯 of another resource asks before it replaces what was typed', async () => {
    await openResources();
    const original = RESOURCES[0]!;
    await fill(screen.getByRole('region', { name: '新增資源' }), { 資源名稱: '寫到一半的資源' });
    await userEvent.click(screen.getByRole('button', { name: `編輯：${original.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: '繼續編輯' }));
    expect(field(screen.getByRole('region', { name: '新增資源' }), '資源名稱').value).toBe('寫到一半的資源');
    await userEvent.click(screen.getByRole('button', { name: `編輯：${original.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: '放棄變更' }));
    expect(field(await screen.findByRole('region', { name: '編輯資源' }), '資源名稱').value).toBe(original.title);
  });

  it('deletes after the confirmation (cancel keeps it)', async () => {
    const { world } = await openResources();
    const target = RESOURCES[0]!;
    await userEvent.click(screen.getByRole('button', { name: `刪除：${target.title}` }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '取消' }));
    expect(await world.useCases.admin.listResources()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: `刪除：${target.title}` }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '刪除資源' }));
    expect(await screen.findByText(`已刪除「${target.title}」。`)).toBeTruthy();
    expect(await world.useCases.admin.listResources()).toHaveLength(0);
    expect(await screen.findByText('目前還沒有資源，填寫表單新增第一筆吧。')).toBeTruthy();
  });

  /** A resource as an admin types it into the form. */
  const SME_PORTAL = {
    資源名稱: '新創圓夢網',
    官方網站網址: 'https://example.com/sme',
    圖片網址: 'https://example.com/sme.png',
    分類: '育成',
    地區: '全國',
    資源介紹: '中小及新創企業署的創業服務入口。',
  };

  it('a save whose reply is lost, sent again, stores the resource once', async () => {
    let lost = true;
    const { world, form } = await openResources({
      override: (backend) => ({
        resources: {
          ...backend.resources,
          // The first try is stored, but its answer never arrives.
          createResource: async (...args: Parameters<typeof backend.resources.createResource>) => {
            const stored = await backend.resources.createResource(...args);
            if (!lost) return stored;
            lost = false;
            throw new DomainError('unavailable');
          },
        },
      }),
    });
    await fill(form, SME_PORTAL);
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect(await screen.findByText('已新增資源。')).toBeTruthy();
    const stored = (await world.useCases.content.allResources()).filter((r) => r.title === '新創圓夢網');
    expect(stored).toHaveLength(1);
  });

  it('a failed save keeps everything typed and says so', async () => {
    const { form } = await openResources({
      override: (backend) => ({
        resources: {
          ...backend.resources,
          createResource: async () => {
            throw new Error('network down');
          },
        },
      }),
    });
    await fill(form, SME_PORTAL);
    await userEvent.click(within(form).getByRole('button', { name: '新增資源' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('儲存失敗，請稍後再試。');
    expect(field(form, '資源名稱').value).toBe('新創圓夢網');
    expect(field(form, '資源介紹').value).toBe('中小及新創企業署的創業服務入口。');
  });
});
