import { emptyProfile, type ProfilePatch } from '../../../core/domain';
import { pickProfilePatch } from '../../../core/rules/profilePatch';

describe('pickProfilePatch', () => {
  it('keeps the profile fields a member edits, as they are', () => {
    const patch: ProfilePatch = { name: ' 小明 ', headline: '全端工程師', skills: ['React'], address: { city: '臺北市', district: '大安區' } };
    expect(pickProfilePatch(patch)).toEqual(patch);
  });

  it('drops what a member may not write: admin flag, counters, results, unknown keys', () => {
    const patch = { name: '小明', isAdmin: true, archetypeResult: 'r1', retakeCount: 3, uid: 'u-other', createdAt: 1, extra: 'x' } as unknown as ProfilePatch;
    expect(pickProfilePatch(patch)).toEqual({ name: '小明' });
  });

  it('drops fields set to undefined, so a merge leaves them as they are', () => {
    const picked = pickProfilePatch({ name: '小明', headline: undefined });
    expect(picked).toEqual({ name: '小明' });
    expect(Object.prototype.hasOwnProperty.call(picked, 'headline')).toBe(false);
  });

  it('keeps null and empty values a member sets on purpose', () => {
    expect(pickProfilePatch({ role: null, bio: '' })).toEqual({ role: null, bio: '' });
  });

  it('reads a whole profile down to its editable fields', () => {
    const profile = { ...emptyProfile('u1', '小明', 0), isAdmin: true };
    const picked = pickProfilePatch(profile);
    expect(picked.name).toBe('小明');
    expect(picked).not.toHaveProperty('isAdmin');
    expect(picked).not.toHaveProperty('uid');
    expect(picked).not.toHaveProperty('createdAt');
  });

  it('reads no fields from inherited properties', () => {
    const patch = Object.create({ name: '繼承來的' }) as ProfilePatch;
    expect(pickProfilePatch(patch)).toEqual({});
  });

  it.each([null, undefined, 'name', 42])('is empty for %p', (value) => {
    expect(pickProfilePatch(value as unknown as ProfilePatch)).toEqual({});
  });
});
