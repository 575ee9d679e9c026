/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNERS, bodyRows, confirmDialog, findPageHeading, makeWorld, renderAt, rowWith } from './adminWorld';

const CAPTION = '橫幅列表';

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function pngFile(name = 'new-banner.png'): File {
  return new File([PNG], name, { type: 'image/png' });
}

async function openBanners(options: Parameters<typeof makeWorld>[0] = {}) {
  const world = await makeWorld(options);
  renderAt(world, '/admin/banners');
  await findPageHeading('橫幅管理');
  await screen.findByRole('table', { name: CAPTION }, { timeout: 3000 });
  return world;
}

function titles(): string[] {
  return bodyRows(CAPTION).map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

function errorOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((el) => el && el.textContent?.startsWith('⚠'))
    .map((el) => el?.textContent ?? '')
    .join('');
}

describe('Admin banners: table (spec 2 Admin)', () => {
  it('lists the banners by order with thumbnail, title, link and order', async () => {
    await openBanners();
    expect(titles()).toEqual(['政府創業資源一次看', '加入新創社群']);
    const row = rowWith(CAPTION, '加入新創社群');
    const img = within(row).getByRole('img', { name: '加入新創社群的橫幅圖片' });
    expect(img.getAttribute('width')).toBeTruthy();
    expect(img.getAttribute('height')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /example\.com\/community/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(row).getByText('20')).toBeTruthy();
  });
});

describe('Admin banners: the modal form (spec 5 Banner, 9)', () => {
  it('requires an image (請上傳圖片！), then creates the banner with the default order 100', async () => {
    const world = await openBanners();
    await userEvent.click(screen.getByRole('button', { name: /新增橫幅/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增橫幅' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const order = within(dialog).getByLabelText('排序') as HTMLInputElement;
    expect(order.value).toBe('100');

    await userEvent.type(within(dialog).getByLabelText('標題'), '創業週末報名中');
    await userEvent.type(within(dialog).getByLabelText('連結網址'), 'https://example.com/weekend');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    const file = within(dialog).getByLabelText('橫幅圖片');
    expect(errorOf(file)).toContain('請上傳圖片！');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(await world.useCases.admin.listBanners()).toHaveLength(BANNERS.length);
    // Nothing typed is lost.
    expect((within(dialog).getByLabelText('標題') as HTMLInputElement).value).toBe('創業週末報名中');

    await userEvent.upload(file, pngFile());
    const preview = await within(dialog).findByRole('img', { name: '橫幅圖片預覽' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('已選擇：new-banner.png')).toBeTruthy();
    expect(errorOf(file)).toBe('');

    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已新增橫幅，首頁輪播已更新。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Home's carousel reads the same list.
    const home = await world.useCases.content.listBanners();
    const created = home.find((b) => b.title === '創業週末報名中');
    expect(created).toMatchObject({ order: 100, linkUrl: 'https://example.com/weekend' });
    expect(created?.imageUrl).toMatch(/^data:image\/webp;base64,/);
    await waitFor(() => expect(titles()).toEqual(['政府創業資源一次看', '加入新創社群', '創業週末報名中']));
  });

  it('refuses a non-image file, a link that is not http(s), and a blank order, with their messages', async () => {
    const world = await openBanners();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: /新增橫幅/ }));
    const dialog = await screen.findByRole('dialog', { name: '新增橫幅' });
    const file = within(dialog).getByLabelText('橫幅圖片');
    await user.upload(file, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(errorOf(file)).toContain('檔案格式僅支援 JPG 或 PNG！');
    expect(within(dialog).queryByRole('img', { name: '橫幅圖片預覽' })).toBeNull();

    await user.upload(file, pngFile());
    await user.type(within(dialog).getByLabelText('標題'), '活動');
    await user.type(within(dialog).getByLabelText('連結網址'), 'javascript:alert(1)');
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(errorOf(within(dialog).getByLabelText('連結網址'))).toContain('請輸入以 https:// 開頭的網址，或本站以 / 開頭的路徑。');
    expect(errorOf(within(dialog).getByLabelText('排序'))).toContain('請輸入排序數字。');
    expect(await world.useCases.admin.listBanners()).toHaveLength(BANNERS.length);

    // Esc asks before what was typed goes: 繼續編輯 keeps it, 放棄變更 closes without saving.
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '繼續編輯' }));
    expect((within(dialog).getByLabelText('標題') as HTMLInputElement).value).toBe('活動');
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: '放棄變更' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await world.useCases.admin.listBanners()).toHaveLength(BANNERS.length);
  });

  it('edits a banner: the form is filled, the image is kept unless replaced', async () => {
    const world = await openBanners();
    await userEvent.click(within(rowWith(CAPTION, '加入新創社群')).getByRole('button', { name: '編輯：加入新創社群' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯橫幅' });
    const title = within(dialog).getByLabelText('標題') as HTMLInputElement;
    expect(title.value).toBe('加入新創社群');
    expect((within(dialog).getByLabelText('排序') as HTMLInputElement).value).toBe('20');
    expect(within(dialog).getByRole('img', { name: '橫幅圖片預覽' }).getAttribute('src')).toBe('/demo/banners/04-community.svg');

    await userEvent.clear(title);
    await userEvent.type(title, '加入新創社群（秋季）');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已更新橫幅，首頁輪播已更新。')).toBeTruthy();
    const saved = (await world.useCases.content.listBanners()).find((b) => b.id === 'b-1');
    expect(saved).toEqual({ ...BANNERS[0], title: '加入新創社群（秋季）' });
    await waitFor(() => expect(titles()).toContain('加入新創社群（秋季）'));
  });

  it('deletes after the confirmation (cancel keeps it)', async () => {
    const world = await openBanners();
    const remove = () => within(rowWith(CAPTION, '政府創業資源一次看')).getByRole('button', { name: '刪除：政府創業資源一次看' });
    await userEvent.click(remove());
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '取消' }));
    expect(await world.useCases.content.listBanners()).toHaveLength(2);

    await userEvent.click(remove());
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: '刪除橫幅' }));
    expect(await screen.findByText('已刪除「政府創業資源一次看」。')).toBeTruthy();
    expect((await world.useCases.content.listBanners()).map((b) => b.id)).toEqual(['b-1']);
    await waitFor(() => expect(titles()).toEqual(['加入新創社群']));
  });

  it('a failed save keeps the form open with everything in it', async () => {
    await openBanners({
      override: (backend) => ({
        banners: {
          ...backend.banners,
          updateBanner: async () => {
            throw new Error('network down');
          },
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: '編輯：加入新創社群' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯橫幅' });
    await userEvent.type(within(dialog).getByLabelText('標題'), '！');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('儲存失敗，請稍後再試。');
    expect((within(dialog).getByLabelText('標題') as HTMLInputElement).value).toBe('加入新創社群！');
  });
});
