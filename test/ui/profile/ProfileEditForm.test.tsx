/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import { fileOf, makeWorld, renderAt, seedMember } from './profileWorld';
import type { World } from './profileWorld';

// Many keystrokes per test, on a machine other suites share: allow time.
jest.setTimeout(20_000);

let world: World | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  world?.dispose();
  world = null;
});

const ME: Partial<UserProfile> = {
  headline: '全端工程師',
  role: 'technical',
  address: { city: '臺北市', district: '大安區' },
  skills: ['React'],
  linkedinUrl: 'https://www.linkedin.com/in/me',
};

/** Signed in as u-me, on the own profile in edit mode. */
async function openEditor(options: { patch?: Partial<UserProfile>; phone?: string; before?: (w: World) => void } = {}) {
  world = await makeWorld(
    { users: [seedMember('u-me', '王小明', 1, { ...ME, ...options.patch }, options.phone ?? '0912-345-678')] },
    'u-me',
  );
  if (options.before) {
    // These tests make a use case fail on purpose: the store logs it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    options.before(world);
  }
  const view = await renderAt(world.useCases, '/profile/u-me');
  const user = userEvent.setup();
  const main = () => within(screen.getByRole('main'));
  await user.click(await main().findByRole('button', { name: '編輯個人檔案' }));
  await main().findByRole('heading', { level: 1, name: '編輯個人檔案' });
  return { view, user, main };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: '儲存' });

async function stored(): Promise<UserProfile> {
  return (await world!.useCases.profiles.getUser('u-me'))!;
}

describe('Profile edit mode (spec 2, 5, 8)', () => {
  it('every field is there, filled from the profile, with the private phone read for the owner', async () => {
    await openEditor();
    expect(textbox('姓名/暱稱').value).toBe('王小明');
    expect(textbox('一句話介紹').value).toBe('全端工程師');
    expect(combobox('性別')).toBeTruthy();
    expect(combobox('縣市').value).toBe('臺北市');
    expect(combobox('鄉鎮市區').value).toBe('大安區');
    expect(textbox('自我介紹')).toBeTruthy();
    expect(combobox('創業角色').value).toBe('technical');
    expect(combobox('工作年資')).toBeTruthy();
    for (const name of ['技能專長', '產業經驗', '興趣', '工作風格']) expect(textbox(name)).toBeTruthy();
    expect(textbox('過往經歷')).toBeTruthy();
    expect(combobox('投入程度')).toBeTruthy();
    for (const name of ['LinkedIn', 'GitHub', '個人網站']) expect(textbox(name).type).toBe('url');
    expect(textbox('LinkedIn').value).toBe('https://www.linkedin.com/in/me');
    await waitFor(() => expect(textbox('手機號碼').value).toBe('0912-345-678'));
    expect(textbox('手機號碼').disabled).toBe(false);
    expect(screen.getByLabelText('選擇圖片')).toBeTruthy();
  });

  it('saves every field, shows 個人檔案已更新！ and returns to view mode', async () => {
    const { user, main } = await openEditor();
    await user.clear(textbox('姓名/暱稱'));
    await user.type(textbox('姓名/暱稱'), '王大明');
    await user.selectOptions(combobox('性別'), '男性');
    await user.selectOptions(combobox('縣市'), '高雄市');
    await user.selectOptions(combobox('鄉鎮市區'), '苓雅區');
    await user.type(textbox('自我介紹'), '喜歡做產品。');
    await user.selectOptions(combobox('工作年資'), '3-5 年');
    await user.type(textbox('產業經驗'), '金融科技{Enter}');
    await user.type(textbox('技能專長'), ' TypeScript {Enter}');
    await user.type(textbox('興趣'), '登山{Enter}');
    await user.type(textbox('工作風格'), '遠端協作{Enter}');
    await user.type(textbox('過往經歷'), '新創工程師三年。');
    await user.selectOptions(combobox('投入程度'), '全職合夥');
    await user.type(textbox('GitHub'), 'https://github.com/me');
    await waitFor(() => expect(textbox('手機號碼').disabled).toBe(false));
    await user.clear(textbox('手機號碼'));
    await user.type(textbox('手機號碼'), '0987-654-321');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await user.click(save());

    expect(await screen.findByText('個人檔案已更新！')).toBeTruthy();
    expect(await main().findByRole('heading', { level: 1, name: '王大明' })).toBeTruthy();
    // The saved profile is shown from its top, not from where the form's 儲存 button was.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
    const p = await stored();
    expect(p).toMatchObject({
      name: '王大明',
      gender: 'male',
      address: { city: '高雄市', district: '苓雅區' },
      bio: '喜歡做產品。',
      yearsExperience: '3-5',
      industryExperience: ['金融科技'],
      skills: ['React', 'TypeScript'],
      interests: ['登山'],
      workingStyle: ['遠端協作'],
      pastExperience: '新創工程師三年。',
      availability: 'full_time',
      githubUrl: 'https://github.com/me',
    });
    expect((await world!.useCases.profiles.getContact('u-me'))?.phone).toBe('0987-654-321');
  });

  it('name missing: the form message and the field message; nothing typed is lost', async () => {
    const { user } = await openEditor();
    await user.type(textbox('一句話介紹'), '，也會設計');
    await user.clear(textbox('姓名/暱稱'));
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('請填寫姓名/暱稱並選擇創業角色！');
    expect(screen.getByText('請輸入姓名/暱稱。')).toBeTruthy();
    expect(textbox('姓名/暱稱').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('姓名/暱稱'));
    expect(textbox('一句話介紹').value).toBe('全端工程師，也會設計');
    expect((await stored()).name).toBe('王小明');
  });

  it('role missing: the red hint 請務必選擇創業角色, Save marked disabled, pressing it explains', async () => {
    const { user } = await openEditor();
    await user.selectOptions(combobox('創業角色'), '');
    expect(screen.getByText('請務必選擇創業角色')).toBeTruthy();
    expect(combobox('創業角色').getAttribute('aria-invalid')).toBe('true');
    expect(save().getAttribute('aria-disabled')).toBe('true');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('請填寫姓名/暱稱並選擇創業角色！');
    expect((await stored()).role).toBe('technical');
    await user.selectOptions(combobox('創業角色'), '我有創業點子');
    expect(save().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('請務必選擇創業角色')).toBeNull();
    expect(screen.queryByText('請填寫姓名/暱稱並選擇創業角色！')).toBeNull();
  });

  it('a link that is not http(s) is refused with its message', async () => {
    const { user } = await openEditor();
    await user.type(textbox('個人網站'), 'javascript:alert(1)');
    await user.clear(textbox('GitHub'));
    await user.type(textbox('GitHub'), 'http://github.com/me');
    await user.click(save());
    const messages = await screen.findAllByText('這不是有效的網址，請輸入像 www.example.tw 或以 https:// 開頭的網址。');
    expect(messages).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('請修正標示的欄位後再儲存。');
    expect(textbox('個人網站').value).toBe('javascript:alert(1)');
    expect((await stored()).websiteUrl).toBe('');
    // Fixing every marked field clears the form-level message too.
    await user.clear(textbox('個人網站'));
    expect(screen.getByRole('alert').textContent).toContain('請修正標示的欄位後再儲存。');
    await user.clear(textbox('GitHub'));
    expect(screen.queryByText('請修正標示的欄位後再儲存。')).toBeNull();
    expect(screen.queryByText('這不是有效的網址，請輸入像 www.example.tw 或以 https:// 開頭的網址。')).toBeNull();
  });

  it('a link typed without https:// is saved with it, as most people type an address', async () => {
    const { user } = await openEditor();
    // Each link's hint says so: nobody is asked for a scheme the form adds itself.
    for (const name of ['LinkedIn', 'GitHub', '個人網站']) {
      const input = textbox(name);
      expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-hint`);
      expect(document.getElementById(`${input.id}-hint`)?.textContent).toBe('可省略開頭的 https://');
      expect(input.placeholder).not.toMatch(/^https?:/);
    }
    await user.clear(textbox('LinkedIn'));
    await user.type(textbox('LinkedIn'), 'linkedin.com/in/zhiming');
    await user.type(textbox('個人網站'), 'www.example.tw');
    await user.click(save());
    await waitFor(async () => expect((await stored()).linkedinUrl).toBe('https://linkedin.com/in/zhiming'));
    expect((await stored()).websiteUrl).toBe('https://www.example.tw');
    expect(screen.queryByText('這不是有效的網址，請輸入像 www.example.tw 或以 https:// 開頭的網址。')).toBeNull();
  });

  it('an implausible phone is refused with its message', async () => {
    const { user } = await openEditor();
    await waitFor(() => expect(textbox('手機號碼').disabled).toBe(false));
    await user.clear(textbox('手機號碼'));
    await user.type(textbox('手機號碼'), 'abc');
    await user.click(save());
    expect(await screen.findByText('電話號碼格式不正確。')).toBeTruthy();
  });

  it('tag inputs: Enter adds trimmed text, blanks are ignored, duplicates get 這一項已經加入了！', async () => {
    const { user } = await openEditor();
    const skills = textbox('技能專長');
    await user.type(skills, '   {Enter}');
    expect(screen.getByRole('list', { name: '已新增的技能專長' }).querySelectorAll('li')).toHaveLength(1);
    await user.type(skills, ' react {Enter}');
    expect(await screen.findByText('這一項已經加入了！')).toBeTruthy();
    expect(skills.value).toBe(' react ');
    await user.clear(skills);
    await user.type(skills, ' Node.js {Enter}');
    expect(within(screen.getByRole('list', { name: '已新增的技能專長' })).getByText('Node.js')).toBeTruthy();
    expect(screen.queryByText('這一項已經加入了！')).toBeNull();
  });

  it('district is enabled only after a city; a new city clears it', async () => {
    const { user } = await openEditor({ patch: { address: { city: '', district: '' } } });
    expect(combobox('鄉鎮市區').disabled).toBe(true);
    expect(screen.getByText('請先選擇縣市')).toBeTruthy();
    await user.selectOptions(combobox('縣市'), '新竹市');
    expect(combobox('鄉鎮市區').disabled).toBe(false);
    const options = [...combobox('鄉鎮市區').options].map((o) => o.value).filter(Boolean);
    expect(options).toEqual(['東區', '北區', '香山區']);
    await user.selectOptions(combobox('鄉鎮市區'), '香山區');
    await user.selectOptions(combobox('縣市'), '臺北市');
    expect(combobox('鄉鎮市區').value).toBe('');
  });

  it('avatar: a file over 1 MB gets 檔案大小超過 1MB 限制！ and nothing is uploaded', async () => {
    const upload = jest.fn<(f: unknown) => Promise<string>>();
    const { user } = await openEditor({
      before: (w) => void jest.spyOn(w.useCases.profiles, 'uploadAvatar').mockImplementation(upload),
    });
    await user.upload(screen.getByLabelText('選擇圖片'), fileOf('big.png', 'image/png', 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toContain('檔案大小超過 1MB 限制！');
    expect(upload).not.toHaveBeenCalled();
  });

  it('avatar: a type other than JPG/PNG gets 檔案格式僅支援 JPG 或 PNG！', async () => {
    await openEditor();
    // fireEvent, not user.upload: the picker's accept filter would drop the file before the app sees it.
    fireEvent.change(screen.getByLabelText('選擇圖片'), { target: { files: [fileOf('anim.gif', 'image/gif', 2048)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('檔案格式僅支援 JPG 或 PNG！');
  });

  it('avatar: a file that is not a picture, whatever its name and type, gets 檔案格式僅支援 JPG 或 PNG！ and is not uploaded', async () => {
    const { user } = await openEditor();
    const before = (await stored()).avatarUrl;
    await user.upload(screen.getByLabelText('選擇圖片'), fileOf('fake.jpg', 'image/jpeg', 2048, '這其實是一份文字檔，不是照片。'));
    expect((await screen.findByRole('alert')).textContent).toContain('檔案格式僅支援 JPG 或 PNG！');
    expect(screen.queryByText('大頭貼已上傳！記得按下「儲存」才會更新個人檔案。')).toBeNull();
    await user.click(save());
    await screen.findByText('個人檔案已更新！');
    expect((await stored()).avatarUrl).toBe(before);
  });

  it('avatar: an upload succeeds, the notice reminds to save, and saving stores it', async () => {
    const { user, main } = await openEditor();
    await user.upload(screen.getByLabelText('選擇圖片'), fileOf('me.png', 'image/png', 2048));
    expect(await screen.findByText('大頭貼已上傳！記得按下「儲存」才會更新個人檔案。')).toBeTruthy();
    expect((await stored()).avatarUrl).toBe('');
    const preview = main().getByRole('img', { name: '王小明的大頭貼' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    await user.click(save());
    await screen.findByText('個人檔案已更新！');
    expect((await stored()).avatarUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it('avatar: an upload failure shows a message', async () => {
    const { user } = await openEditor({
      before: (w) =>
        void jest.spyOn(w.useCases.profiles, 'uploadAvatar').mockRejectedValue(new DomainError('unavailable')),
    });
    await user.upload(screen.getByLabelText('選擇圖片'), fileOf('me.jpg', 'image/jpeg', 2048));
    expect((await screen.findByRole('alert')).textContent).toContain('大頭貼上傳失敗，請稍後再試。');
  });

  it('a failed save shows 更新失敗，請稍後再試。 and keeps the edits', async () => {
    const { user } = await openEditor({
      before: (w) =>
        void jest.spyOn(w.useCases.profiles, 'saveProfile').mockRejectedValue(new DomainError('unavailable')),
    });
    await user.type(textbox('一句話介紹'), '！');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('更新失敗，請稍後再試。');
    expect(textbox('一句話介紹').value).toBe('全端工程師！');
    expect(screen.getByRole('heading', { level: 1, name: '編輯個人檔案' })).toBeTruthy();
  });

  it('the fields are locked while saving: nothing typed then is left out of what was saved', async () => {
    let release: () => void = () => {};
    const { user } = await openEditor({
      before: (w) => {
        const save = w.useCases.profiles.saveProfile.bind(w.useCases.profiles);
        jest
          .spyOn(w.useCases.profiles, 'saveProfile')
          .mockImplementation((...args) => new Promise<void>((resolve) => (release = resolve)).then(() => save(...args)));
      },
    });
    await user.type(textbox('自我介紹'), '第一段');
    await user.click(save());
    await waitFor(() => expect(textbox('自我介紹').matches(':disabled')).toBe(true));
    expect(textbox('姓名/暱稱').matches(':disabled')).toBe(true);
    expect(textbox('一句話介紹').matches(':disabled')).toBe(true);
    release();
    expect(await screen.findByText('個人檔案已更新！')).toBeTruthy();
    expect((await stored()).bio).toBe('第一段');
  });

  it('a permission error shows 權限不足！', async () => {
    const { user } = await openEditor({
      before: (w) =>
        void jest.spyOn(w.useCases.profiles, 'saveProfile').mockRejectedValue(new DomainError('permission-denied')),
    });
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toContain('權限不足！');
  });

  it('a contact read failure shows an alert, the phone stays read-only and the rest still saves', async () => {
    const { user } = await openEditor({
      before: (w) =>
        void jest.spyOn(w.useCases.profiles, 'getContact').mockRejectedValue(new DomainError('unavailable')),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('無法讀取你的私人聯絡資訊');
    expect(textbox('手機號碼').disabled).toBe(true);
    await user.clear(textbox('一句話介紹'));
    await user.type(textbox('一句話介紹'), '還是能存');
    await user.click(save());
    expect(await screen.findByText('個人檔案已更新！')).toBeTruthy();
    expect((await stored()).headline).toBe('還是能存');
  });

  it('Cancel without changes returns to view mode', async () => {
    const { user, main } = await openEditor();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(await main().findByRole('heading', { level: 1, name: '王小明' })).toBeTruthy();
  });

  it('Cancel with unsaved changes asks first; 放棄變更 discards them', async () => {
    const { user, main } = await openEditor();
    await user.clear(textbox('姓名/暱稱'));
    await user.type(textbox('姓名/暱稱'), '不要存');
    await user.click(screen.getByRole('button', { name: '取消' }));
    const dialog = await screen.findByRole('alertdialog', { name: '放棄尚未儲存的變更？' });
    await user.click(within(dialog).getByRole('button', { name: '繼續編輯' }));
    expect(textbox('姓名/暱稱').value).toBe('不要存');

    await user.click(screen.getByRole('button', { name: '取消' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '放棄變更' }));
    expect(await main().findByRole('heading', { level: 1, name: '王小明' })).toBeTruthy();
    expect((await stored()).name).toBe('王小明');
    // Editing again starts from the saved profile, not the discarded edits.
    await user.click(main().getByRole('button', { name: '編輯個人檔案' }));
    expect(textbox('姓名/暱稱').value).toBe('王小明');
  });
});
