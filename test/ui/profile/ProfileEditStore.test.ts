import { jest } from '@jest/globals';
import { emptyProfile } from '../../../core/domain';
import type { ImagePreparer } from '../../../core/ports';
import { ProfileEditStore, draftFromProfile, readProfileDraft } from '../../../ui/profile/ProfileEditStore';
import { formDraft } from '../../../ui/stores/sessionDrafts';
import { memoryDrafts } from '../support/memoryDrafts';
import { fileOf, makeWorld, seedMember } from './profileWorld';
import type { World } from './profileWorld';

let world: World | null = null;
afterEach(() => {
  jest.restoreAllMocks();
  world?.dispose();
  world = null;
});

const quiet = () => {};

async function storeFor(patch: Parameters<typeof seedMember>[3] = {}, phone = '0912-345-678', images?: ImagePreparer) {
  world = await makeWorld({ users: [seedMember('u-me', '王小明', 1, patch, phone)] }, 'u-me', images);
  const profile = await world.useCases.profiles.getUser('u-me');
  const store = new ProfileEditStore(world.useCases, 'u-me', profile, '', 'u-me@example.com', quiet);
  await store.loadContact();
  return store;
}

describe('ProfileEditStore', () => {
  it('draftFromProfile: empty values and unknown codes become "not chosen"', () => {
    const p = { ...emptyProfile('u', '甲', 1), gender: 'robot' as never, role: null, address: undefined as never };
    const d = draftFromProfile(p);
    expect(d).toMatchObject({
      name: '甲',
      gender: '',
      role: '',
      city: '',
      district: '',
      yearsExperience: '',
      availability: '',
      skills: [],
    });
  });

  it('is not dirty until something changes; the phone read from the contact is not a change', async () => {
    const store = await storeFor();
    expect(store.contactStatus).toBe('ready');
    expect(store.draft.phone).toBe('0912-345-678');
    expect(store.dirty).toBe(false);
    store.setField('headline', '新');
    expect(store.dirty).toBe(true);
  });

  it('saves the contact only when the phone changed, keeping the email', async () => {
    const store = await storeFor();
    const save = jest.spyOn(world!.useCases.profiles, 'saveProfile');
    store.setField('headline', '只改介紹');
    expect(await store.save()).toBe('saved');
    expect(save.mock.calls[0]?.[2]).toBeUndefined();
    store.setField('phone', '02-2345-6789');
    expect(await store.save()).toBe('saved');
    expect(save.mock.calls[1]?.[2]).toEqual({ email: 'u-me@example.com', phone: '02-2345-6789' });
    expect(await world!.useCases.profiles.getContact('u-me')).toEqual({
      email: 'u-me@example.com',
      phone: '02-2345-6789',
    });
    expect(store.dirty).toBe(false);
  });

  it('saves only what this form changed: an edit saved meanwhile (another tab) keeps its fields', async () => {
    const tabA = await storeFor({ headline: '原本的介紹', bio: '原本的自我介紹' });
    const profile = await world!.useCases.profiles.getUser('u-me');
    const tabB = new ProfileEditStore(world!.useCases, 'u-me', profile, '', 'u-me@example.com', quiet);
    tabB.setField('bio', '另一個分頁寫的自我介紹');
    expect(await tabB.save()).toBe('saved');
    tabA.setField('headline', '這個分頁寫的介紹');
    expect(await tabA.save()).toBe('saved');
    expect(await world!.useCases.profiles.getUser('u-me')).toMatchObject({
      headline: '這個分頁寫的介紹',
      bio: '另一個分頁寫的自我介紹',
    });
  });

  it('a name or role saved meanwhile (another tab) stays when this form did not change it', async () => {
    const tabA = await storeFor({ headline: '原本的介紹', role: 'technical' });
    const profile = await world!.useCases.profiles.getUser('u-me');
    const tabB = new ProfileEditStore(world!.useCases, 'u-me', profile, '', 'u-me@example.com', quiet);
    tabB.setField('name', '王大明');
    tabB.setField('role', 'operations');
    expect(await tabB.save()).toBe('saved');
    tabA.setField('headline', '這個分頁寫的介紹');
    expect(await tabA.save()).toBe('saved');
    expect(await world!.useCases.profiles.getUser('u-me')).toMatchObject({
      name: '王大明',
      role: 'operations',
      headline: '這個分頁寫的介紹',
    });
  });

  it('a phone cleared before a reload stays cleared; one not read yet is read again', async () => {
    const store = await storeFor();
    const draft = formDraft('profile', readProfileDraft, memoryDrafts());
    store.keepDraft(draft);
    store.setField('phone', '');

    // A reload: a new form from the stored profile, the kept draft, then the contact.
    const profile = await world!.useCases.profiles.getUser('u-me');
    const reloaded = new ProfileEditStore(world!.useCases, 'u-me', profile, '', 'u-me@example.com', quiet);
    reloaded.keepDraft(draft);
    await reloaded.loadContact();
    expect(reloaded.draft.phone).toBe('');
    expect(await reloaded.save()).toBe('saved');
    expect((await world!.useCases.profiles.getContact('u-me'))?.phone).toBe('');

    // Kept before the contact was read (the phone still empty and read-only): the stored phone shows.
    await world!.useCases.profiles.saveProfile(
      'u-me',
      { name: '王小明', role: 'technical' },
      { email: 'u-me@example.com', phone: '0912-000-000' },
    );
    const early = new ProfileEditStore(
      world!.useCases,
      'u-me',
      await world!.useCases.profiles.getUser('u-me'),
      '',
      'u-me@example.com',
      quiet,
    );
    early.keepDraft(draft);
    early.setField('bio', '還沒讀到電話就打的字');
    const again = new ProfileEditStore(
      world!.useCases,
      'u-me',
      await world!.useCases.profiles.getUser('u-me'),
      '',
      'u-me@example.com',
      quiet,
    );
    again.keepDraft(draft);
    await again.loadContact();
    expect(again.draft.phone).toBe('0912-000-000');
    expect(again.draft.bio).toBe('還沒讀到電話就打的字');
  });

  it('a new city clears a district that is not in it; no city saves no district', async () => {
    const store = await storeFor({ address: { city: '臺北市', district: '大安區' } });
    store.setCity('新北市');
    expect(store.draft.district).toBe('');
    expect(store.districts).toContain('板橋區');
    store.setField('district', '板橋區');
    store.setCity('');
    expect(store.patch.address).toEqual({ city: '', district: '' });
  });

  it('roleMissing drives the red hint and canSave', async () => {
    const store = await storeFor();
    expect(store.canSave).toBe(true);
    store.setField('role', '');
    expect(store.roleMissing).toBe(true);
    expect(store.canSave).toBe(false);
    expect(store.errorOf('role')).toBe('請務必選擇創業角色');
    expect(await store.save()).toBe('invalid');
    expect(store.formError).toBe('請填寫姓名/暱稱並選擇創業角色！');
  });

  it('an avatar is checked before any upload', async () => {
    const store = await storeFor();
    const upload = jest.spyOn(world!.useCases.profiles, 'uploadAvatar');
    await store.uploadAvatar(fileOf('a.png', 'image/png', 1024 * 1024 + 1));
    expect(store.avatarError).toBe('檔案大小超過 1MB 限制！');
    await store.uploadAvatar(fileOf('a.webp', 'image/webp', 10));
    expect(store.avatarError).toBe('檔案格式僅支援 JPG 或 PNG！');
    expect(upload).not.toHaveBeenCalled();
    // Exactly 1 MB is allowed.
    await store.uploadAvatar(fileOf('a.jpg', 'image/jpeg', 1024 * 1024));
    expect(store.avatarError).toBeNull();
    expect(store.avatarNotice).toBe('大頭貼已上傳！記得按下「儲存」才會更新個人檔案。');
    expect(store.draft.avatarUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it('a picked picture that cannot be decoded gets a clear message, and nothing is uploaded', async () => {
    const store = await storeFor({}, '0912-345-678', { prepare: async () => null });
    const upload = jest.spyOn(world!.backend.storage, 'uploadAvatar');
    await store.uploadAvatar(fileOf('broken.png', 'image/png', 2048));
    expect(store.avatarError).toBe('無法讀取這張圖片，檔案可能已損毀，請改選其他 JPG 或 PNG 圖片。');
    expect(store.avatarNotice).toBeNull();
    expect(store.draft.avatarUrl).toBe('');
    expect(upload).not.toHaveBeenCalled();
  });
});
