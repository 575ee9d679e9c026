/** @jest-environment jest-fixed-jsdom */
import { draftKey, formDraft, sameShape, sessionDrafts } from '../../../ui/stores/sessionDrafts';

afterEach(() => window.sessionStorage.clear());

const read = (value: unknown) => sameShape(value, { title: '', tags: [] as string[] });

describe('sessionDrafts (what is typed outlives a reload of the tab)', () => {
  it('keeps a value in the tab’s sessionStorage until it is cleared', () => {
    const key = draftKey('contact', 'u-1');
    sessionDrafts.save(key, { title: '草稿', tags: ['a'] });
    expect(sessionDrafts.load(key)).toEqual({ title: '草稿', tags: ['a'] });
    sessionDrafts.clear(key);
    expect(sessionDrafts.load(key)).toBeNull();
  });

  it('keys a draft by its kind, the member and its subject: another member never reads it', () => {
    const mine = formDraft(draftKey('chat', 'u-1', 'u-2'), read);
    mine.save({ title: '給你的話', tags: [] });
    expect(formDraft(draftKey('chat', 'u-3', 'u-2'), read).load()).toBeNull();
    expect(formDraft(draftKey('chat', 'u-1', 'u-4'), read).load()).toBeNull();
    expect(formDraft(draftKey('contact', 'u-1', 'u-2'), read).load()).toBeNull();
    expect(mine.load()).toEqual({ title: '給你的話', tags: [] });
  });

  it('uses a stored value whole or not at all', () => {
    expect(read({ title: 'x', tags: ['a', 'b'], extra: 1 })).toEqual({ title: 'x', tags: ['a', 'b'] });
    expect(read({ title: 'x' })).toBeNull();
    expect(read({ title: 'x', tags: ['a', 2] })).toBeNull();
    expect(read({ title: 1, tags: [] })).toBeNull();
    expect(read(['x'])).toBeNull();
    expect(read(null)).toBeNull();
  });

  it('reads an unreadable stored value as no draft', () => {
    window.sessionStorage.setItem(draftKey('contact', 'u-1'), '{not json');
    expect(sessionDrafts.load(draftKey('contact', 'u-1'))).toBeNull();
  });
});
