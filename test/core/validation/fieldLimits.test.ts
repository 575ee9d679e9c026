import { SCORE_DIMENSIONS } from '../../../core/domain';
import type { BannerInput, ProjectInput, QuestionInput } from '../../../core/domain';
import type { SkillsProfileInput } from '../../../core/validation/project';
import type { ValidationCode } from '../../../core/validation/codes';
import {
  BANNER_FIELD_LIMITS,
  FEEDBACK_FIELD_LIMITS,
  PROFILE_FIELD_LIMITS,
  PROJECT_FIELD_LIMITS,
  QUESTION_FIELD_LIMITS,
  REGISTER_FIELD_LIMITS,
  RESOURCE_FIELD_LIMITS,
  SKILLS_PROFILE_FIELD_LIMITS,
} from '../../../core/validation/fieldLimits';
import { validateRegister } from '../../../core/validation/auth';
import { validateBanner } from '../../../core/validation/banner';
import { validateFeedback } from '../../../core/validation/feedback';
import { validateProfile } from '../../../core/validation/profile';
import { validateProjectInput, validateSkillsProfile } from '../../../core/validation/project';
import { validateQuestion } from '../../../core/validation/question';
import { validateResource } from '../../../core/validation/resource';

/** A text of `length` code points that is otherwise valid for the field (URLs stay URLs). */
function textOf(field: string, length: number): string {
  if (/url$/i.test(field)) return 'https://example.tw/'.padEnd(length, 'a');
  if (field === 'phone') return '0'.repeat(length);
  // Emoji: two UTF-16 units each, one code point, as the validators count.
  return '🚀'.repeat(length);
}

const scores = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, 1])) as QuestionInput['options'][number]['scores'];

/** Each form: its free-text fields with valid values, and the validator's code for one field. */
const forms: Record<
  string,
  {
    limits: Record<string, number>;
    base: Record<string, string>;
    check: (v: Record<string, string>, field: string) => ValidationCode | undefined;
  }
> = {
  profile: {
    limits: PROFILE_FIELD_LIMITS,
    base: {
      name: '王小明',
      headline: '全端工程師',
      bio: '自我介紹',
      pastExperience: '經歷',
      linkedinUrl: '',
      githubUrl: '',
      websiteUrl: '',
      phone: '',
    },
    check: ({ phone, ...v }, field) =>
      validateProfile({ ...v, role: 'technical' }, { email: '', phone: phone ?? '' })[
        field as keyof typeof PROFILE_FIELD_LIMITS
      ],
  },
  register: {
    limits: REGISTER_FIELD_LIMITS,
    base: { name: '王小明', email: 'ming@example.tw', password: 'secret123' },
    check: (v, field) => validateRegister(v as never)[field as 'name'],
  },
  project: {
    limits: PROJECT_FIELD_LIMITS,
    base: { projectName: '照護橋', headline: '長照媒合', description: '說明' },
    check: (v, field) =>
      validateProjectInput({
        ...(v as never as ProjectInput),
        stage: 'concept',
        partnersWanted: [],
        skillsRequired: [],
      })[field as 'projectName'],
  },
  skillsProfile: {
    limits: SKILLS_PROFILE_FIELD_LIMITS,
    base: { headline: '行銷顧問', bio: '自我介紹' },
    check: (v, field) =>
      validateSkillsProfile({ ...(v as never as SkillsProfileInput), role: 'operations', availability: 'part_time' })[
        field as 'bio'
      ],
  },
  feedback: {
    limits: FEEDBACK_FIELD_LIMITS,
    base: { name: '王小明', email: '', message: '你好' },
    check: (v, field) => validateFeedback(v as never)[field as 'name'],
  },
  banner: {
    limits: BANNER_FIELD_LIMITS,
    base: { title: '活動', linkUrl: 'https://example.tw', imageUrl: 'https://example.tw/a.png' },
    check: (v, field) => validateBanner({ ...(v as never as BannerInput), order: 1 })[field as 'title'],
  },
  resource: {
    limits: RESOURCE_FIELD_LIMITS,
    base: {
      title: '青創貸款',
      officialUrl: 'https://example.tw',
      imageUrl: 'https://example.tw/a.png',
      category: '資金',
      district: '臺北市',
      description: '說明',
    },
    check: (v, field) => validateResource(v as never)[field as 'title'],
  },
  question: {
    limits: QUESTION_FIELD_LIMITS,
    base: { text: '你偏好哪一種工作方式？', optionText: '選項' },
    check: ({ text, optionText }, field) =>
      validateQuestion({
        questionnaireId: 'q',
        part: 1,
        order: 1,
        text: text ?? '',
        type: 'single_choice',
        options: [
          { text: optionText ?? '', scores },
          { text: '另一個選項', scores },
        ],
      })[field === 'optionText' ? 'options' : (field as 'text')],
  },
};

describe.each(Object.entries(forms))('the field limits of the %s form', (_, { limits, base, check }) => {
  it.each(Object.entries(limits))('%s: the validator takes %i code points and refuses one more', (field, max) => {
    expect(check({ ...base, [field]: textOf(field, max) }, field)).not.toBe('too_long');
    expect(check({ ...base, [field]: textOf(field, max + 1) }, field)).toBe('too_long');
  });

  it('names every field whose length the validator bounds', () => {
    const bounded = Object.keys(base).filter(
      (field) => check({ ...base, [field]: textOf(field, 20_000) }, field) === 'too_long',
    );
    expect(Object.keys(limits).sort()).toEqual(bounded.sort());
  });
});
