import type { ProfilePatch } from '../../../core/domain';
import { isPlausiblePhone, normalizeProfilePatch, validateProfile } from '../../../core/validation/profile';

const base: ProfilePatch = { name: '林小美', role: 'technical' };

describe('validateProfile: name and role', () => {
  it('accepts a name and a role', () => {
    expect(validateProfile(base)).toEqual({});
  });
  it.each([
    [{ role: 'technical' }, { form: 'profile_name_role_required', name: 'required' }],
    [
      { name: '  ', role: 'technical' },
      { form: 'profile_name_role_required', name: 'required' },
    ],
    [{ name: '林小美' }, { form: 'profile_name_role_required', role: 'role_required' }],
    [
      { name: '林小美', role: null },
      { form: 'profile_name_role_required', role: 'role_required' },
    ],
    [
      { name: '林小美', role: 'ceo' },
      { form: 'profile_name_role_required', role: 'role_required' },
    ],
    [{}, { form: 'profile_name_role_required', name: 'required', role: 'role_required' }],
  ])('%j → %j', (patch, errors) => expect(validateProfile(patch as ProfilePatch)).toEqual(errors));

  it.each(['idea_holder', 'technical', 'operations'] as const)('accepts role %p', (role) => {
    expect(validateProfile({ name: 'A', role })).toEqual({});
  });
});

describe('validateProfile: lengths', () => {
  it.each([
    ['name', 50],
    ['headline', 100],
    ['bio', 2000],
    ['pastExperience', 2000],
  ] as const)('%s allows %i characters and refuses one more', (field, max) => {
    expect(validateProfile({ ...base, [field]: '字'.repeat(max) })).toEqual({});
    expect(validateProfile({ ...base, [field]: '字'.repeat(max + 1) })).toEqual({ [field]: 'too_long' });
  });
  it('counts an emoji as one character', () => {
    expect(validateProfile({ ...base, name: '🚀'.repeat(50) })).toEqual({});
  });
});

describe('validateProfile: links', () => {
  it.each(['linkedinUrl', 'githubUrl', 'websiteUrl'] as const)(
    '%s may be empty, https:// or a path of this site',
    (field) => {
      expect(validateProfile({ ...base, [field]: '' })).toEqual({});
      expect(validateProfile({ ...base, [field]: 'https://example.com/me' })).toEqual({});
      expect(validateProfile({ ...base, [field]: '/profile/u-1' })).toEqual({});
      expect(validateProfile({ ...base, [field]: 'http://example.com' })).toEqual({ [field]: 'url_invalid' });
    },
  );
  it.each(['linkedinUrl', 'githubUrl', 'websiteUrl'] as const)('%s refuses other schemes and non-URLs', (field) => {
    expect(validateProfile({ ...base, [field]: 'javascript:alert(1)' })).toEqual({ [field]: 'url_invalid' });
    expect(validateProfile({ ...base, [field]: 'example.com' })).toEqual({ [field]: 'url_invalid' });
    expect(validateProfile({ ...base, [field]: `https://e.com/${'a'.repeat(500)}` })).toEqual({ [field]: 'too_long' });
  });
});

describe('validateProfile: enums', () => {
  it('accepts null and valid codes', () => {
    expect(validateProfile({ ...base, gender: null, yearsExperience: null, availability: null })).toEqual({});
    expect(validateProfile({ ...base, gender: 'female', yearsExperience: '10+', availability: 'either' })).toEqual({});
  });
  it.each(['gender', 'yearsExperience', 'availability'] as const)('refuses an unknown %s', (field) => {
    expect(validateProfile({ ...base, [field]: 'other' } as ProfilePatch)).toEqual({ [field]: 'value_invalid' });
  });
});

describe('validateProfile: texts are text', () => {
  // Every backend stores these as text: Firestore's rules and Supabase's columns refuse null.
  it.each(['headline', 'bio', 'pastExperience', 'linkedinUrl', 'githubUrl', 'websiteUrl'] as const)(
    '%s may be left out or empty, never null',
    (field) => {
      expect(validateProfile({ ...base, [field]: '' })).toEqual({});
      expect(validateProfile({ ...base, [field]: null } as unknown as ProfilePatch)).toEqual({
        [field]: 'value_invalid',
      });
    },
  );
});

describe('validateProfile: tag lists', () => {
  it.each(['skills', 'industryExperience', 'interests', 'workingStyle'] as const)('%s', (field) => {
    expect(validateProfile({ ...base, [field]: ['React', '行銷'] })).toEqual({});
    expect(validateProfile({ ...base, [field]: ['React', ' '] })).toEqual({ [field]: 'required' });
    expect(validateProfile({ ...base, [field]: ['React', 'react'] })).toEqual({ [field]: 'tag_duplicate' });
    expect(validateProfile({ ...base, [field]: ['字'.repeat(51)] })).toEqual({ [field]: 'too_long' });
    expect(validateProfile({ ...base, [field]: Array.from({ length: 31 }, (_, i) => `t${i}`) })).toEqual({
      [field]: 'too_long',
    });
  });
});

describe('validateProfile: address', () => {
  it('accepts an address and refuses a malformed or long one', () => {
    expect(validateProfile({ ...base, address: { city: '臺北市', district: '大安區' } })).toEqual({});
    expect(validateProfile({ ...base, address: { city: '', district: '' } })).toEqual({});
    expect(validateProfile({ ...base, address: null as unknown as ProfilePatch['address'] })).toEqual({
      address: 'value_invalid',
    });
    expect(validateProfile({ ...base, address: { city: '市'.repeat(21), district: '' } })).toEqual({
      address: 'too_long',
    });
  });
});

describe('validateProfile: contact', () => {
  it.each(['', '0912-345-678', '0912345678', '(02) 2345-6789', '+886 912 345 678', '02.2345.6789'])(
    'accepts phone %p',
    (phone) => {
      expect(validateProfile(base, { email: 'a@b.co', phone })).toEqual({});
    },
  );
  it.each(['12345', 'abc', '0912-345-678 ext 5', '++886912345678', '09123456789012345', '0912+345678'])(
    'refuses phone %p',
    (phone) => {
      expect(validateProfile(base, { email: 'a@b.co', phone })).toEqual({ phone: 'phone_invalid' });
    },
  );
  it('refuses a phone over 30 characters', () => {
    expect(validateProfile(base, { email: '', phone: '0'.repeat(31) })).toEqual({ phone: 'too_long' });
  });
  it('checks the contact email only when given', () => {
    expect(validateProfile(base, { email: '', phone: '' })).toEqual({});
    expect(validateProfile(base, { email: 'bad', phone: '' })).toEqual({ email: 'email_invalid' });
  });
});

describe('isPlausiblePhone', () => {
  it('needs 7 to 15 digits', () => {
    expect(isPlausiblePhone('1234567')).toBe(true);
    expect(isPlausiblePhone('123456')).toBe(false);
    expect(isPlausiblePhone('123456789012345')).toBe(true);
    expect(isPlausiblePhone('1234567890123456')).toBe(false);
  });
});

describe('normalizeProfilePatch', () => {
  it('trims texts and normalises tag lists, keeping only given keys', () => {
    expect(
      normalizeProfilePatch({
        name: ' 小美 ',
        skills: [' a', 'A', ''],
        linkedinUrl: ' https://x.com ',
        address: { city: ' 臺北市 ', district: '大安區 ' },
      }),
    ).toEqual({
      name: '小美',
      skills: ['a'],
      linkedinUrl: 'https://x.com',
      address: { city: '臺北市', district: '大安區' },
    });
  });
});
