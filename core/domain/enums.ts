/**
 * Every enumeration of spec section 3 with stable codes. Codes are what is stored in every
 * backend; the UI maps them to zh-TW labels (ui/texts). Never rename a code: data depends on it.
 */

export const ROLES = ['idea_holder', 'technical', 'operations'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a partner can be wanted for, and that a "professional skills" profile can pick. */
export const PARTNER_ROLES = ['technical', 'operations'] as const satisfies readonly Role[];
export type PartnerRole = (typeof PARTNER_ROLES)[number];

export const GENDERS = ['male', 'female', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

export const YEARS_EXPERIENCE = ['1-3', '3-5', '5-10', '10+'] as const;
export type YearsExperience = (typeof YEARS_EXPERIENCE)[number];

export const PROJECT_STAGES = ['concept', 'prototype', 'early_adopters'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

export const AVAILABILITIES = ['full_time', 'part_time', 'either'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const NOTIFICATION_TYPES = ['chat', 'application', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const QUESTION_TYPES = ['single_choice', 'multiple_choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const ARCHETYPES = ['navigator', 'pioneer', 'artisan', 'collaborator', 'dreamer'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

/** The five score dimensions of spec section 9, in their canonical order. */
export const SCORE_DIMENSIONS = ['overall', 'skill', 'execution', 'teamwork', 'risk'] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

export const AUTH_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof AUTH_PROVIDERS)[number];

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
