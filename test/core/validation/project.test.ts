import type { ProjectInput } from '../../../core/domain';
import { normalizeProjectInput, validateProjectInput, validateSkillsProfile } from '../../../core/validation/project';

const ok: ProjectInput = {
  projectName: '共享廚房',
  headline: '讓小農直接對接餐廳',
  description: '我們要做一個平台…',
  stage: 'concept',
  partnersWanted: ['technical'],
  skillsRequired: ['React'],
};

describe('validateProjectInput', () => {
  it('accepts a complete project, also with no partners or skills', () => {
    expect(validateProjectInput(ok)).toEqual({});
    expect(validateProjectInput({ ...ok, partnersWanted: [], skillsRequired: [] })).toEqual({});
    expect(validateProjectInput({ ...ok, partnersWanted: ['technical', 'operations'] })).toEqual({});
  });

  it.each(['projectName', 'headline', 'description'] as const)('%s is required', (field) => {
    expect(validateProjectInput({ ...ok, [field]: '' })).toEqual({ [field]: 'required' });
    expect(validateProjectInput({ ...ok, [field]: '   ' })).toEqual({ [field]: 'required' });
  });

  it.each([
    ['projectName', 100],
    ['headline', 100],
    ['description', 5000],
  ] as const)('%s allows %i characters', (field, max) => {
    expect(validateProjectInput({ ...ok, [field]: 'a'.repeat(max) })).toEqual({});
    expect(validateProjectInput({ ...ok, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: 'too_long' });
  });

  it.each(['concept', 'prototype', 'early_adopters'] as const)('accepts stage %p', (stage) => {
    expect(validateProjectInput({ ...ok, stage })).toEqual({});
  });
  it('requires a valid stage', () => {
    expect(validateProjectInput({ ...ok, stage: '' as never })).toEqual({ stage: 'required' });
    expect(validateProjectInput({ ...ok, stage: null as never })).toEqual({ stage: 'required' });
    expect(validateProjectInput({ ...ok, stage: 'growth' as never })).toEqual({ stage: 'value_invalid' });
  });

  it('takes only partner roles, once each', () => {
    expect(validateProjectInput({ ...ok, partnersWanted: ['idea_holder' as never] })).toEqual({
      partnersWanted: 'role_not_partner',
    });
    expect(validateProjectInput({ ...ok, partnersWanted: ['designer' as never] })).toEqual({
      partnersWanted: 'role_not_partner',
    });
    expect(validateProjectInput({ ...ok, partnersWanted: ['technical', 'technical'] })).toEqual({
      partnersWanted: 'tag_duplicate',
    });
    expect(validateProjectInput({ ...ok, partnersWanted: 'technical' as never })).toEqual({
      partnersWanted: 'value_invalid',
    });
  });

  it('wants skill tags trimmed, non-empty, unique and short', () => {
    expect(validateProjectInput({ ...ok, skillsRequired: ['React', ''] })).toEqual({ skillsRequired: 'required' });
    expect(validateProjectInput({ ...ok, skillsRequired: ['  '] })).toEqual({ skillsRequired: 'required' });
    expect(validateProjectInput({ ...ok, skillsRequired: ['React', 'react '] })).toEqual({
      skillsRequired: 'tag_duplicate',
    });
    expect(validateProjectInput({ ...ok, skillsRequired: ['a'.repeat(51)] })).toEqual({ skillsRequired: 'too_long' });
    expect(validateProjectInput({ ...ok, skillsRequired: Array.from({ length: 31 }, (_, i) => `s${i}`) })).toEqual({
      skillsRequired: 'too_long',
    });
  });

  it('reports every field at once', () => {
    expect(
      validateProjectInput({
        projectName: '',
        headline: '',
        description: '',
        stage: '' as never,
        partnersWanted: [],
        skillsRequired: [],
      }),
    ).toEqual({ projectName: 'required', headline: 'required', description: 'required', stage: 'required' });
  });
});

describe('normalizeProjectInput', () => {
  it('trims texts, de-duplicates partners and normalises skills', () => {
    expect(
      normalizeProjectInput({
        ...ok,
        projectName: ' 共享廚房 ',
        partnersWanted: ['technical', 'technical', 'operations'],
        skillsRequired: [' React', 'react', ''],
      }),
    ).toEqual({ ...ok, partnersWanted: ['technical', 'operations'], skillsRequired: ['React'] });
  });
});

describe('validateSkillsProfile', () => {
  const skills = {
    headline: '全端工程師',
    role: 'technical',
    availability: 'part_time',
    bio: '十年經驗',
    skills: ['React'],
  };
  it('accepts technical and operations', () => {
    expect(validateSkillsProfile(skills)).toEqual({});
    expect(validateSkillsProfile({ ...skills, role: 'operations' })).toEqual({});
  });
  it.each([
    [{ headline: '' }, { headline: 'required' }],
    [{ bio: ' ' }, { bio: 'required' }],
    [{ role: null }, { role: 'required' }],
    [{ role: '' }, { role: 'required' }],
    [{ role: 'idea_holder' }, { role: 'role_not_partner' }],
    [{ role: 'ceo' }, { role: 'role_not_partner' }],
    [{ availability: null }, { availability: 'required' }],
    [{ availability: 'weekends' }, { availability: 'value_invalid' }],
    [{ headline: 'a'.repeat(101) }, { headline: 'too_long' }],
    [{ bio: 'a'.repeat(2001) }, { bio: 'too_long' }],
    // 技能專長 as the profile keeps them.
    [{ skills: ['React', ' react '] }, { skills: 'tag_duplicate' }],
    [{ skills: ['  '] }, { skills: 'required' }],
    [{ skills: ['長'.repeat(51)] }, { skills: 'too_long' }],
    [{ skills: 'React' }, { skills: 'value_invalid' }],
  ])('%j → %j', (change, errors) => expect(validateSkillsProfile({ ...skills, ...change } as never)).toEqual(errors));
});
