import type { YearsExperience } from '../../../core/domain';

export const yearsExperience = {
  '1-3': '1-3 年',
  '3-5': '3-5 年',
  '5-10': '5-10 年',
  '10+': '10 年以上',
} satisfies Record<YearsExperience, string>;
