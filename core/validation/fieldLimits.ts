import type { RegisterField } from './auth';
import type { BannerField } from './banner';
import type { FeedbackField } from './feedback';
import { TEXT_LIMITS } from './limits';
import type { ProfileField } from './profile';
import type { ProjectField, SkillsProfileField } from './project';
import type { ReportField } from './report';
import type { ResourceField } from './resource';

/**
 * The maximum length of each free-text field, per form, as its validator checks it (code points
 * after trimming, TEXT_LIMITS). A form's input, counter and too-long message read the number here,
 * so what a person may type and what the save accepts are one number.
 */
export const PROFILE_FIELD_LIMITS = {
  name: TEXT_LIMITS.NAME,
  headline: TEXT_LIMITS.HEADLINE,
  bio: TEXT_LIMITS.BIO,
  pastExperience: TEXT_LIMITS.PAST_EXPERIENCE,
  linkedinUrl: TEXT_LIMITS.URL,
  githubUrl: TEXT_LIMITS.URL,
  websiteUrl: TEXT_LIMITS.URL,
  phone: TEXT_LIMITS.PHONE,
} as const satisfies Partial<Record<ProfileField, number>>;

export const REGISTER_FIELD_LIMITS = {
  name: TEXT_LIMITS.NAME,
} as const satisfies Partial<Record<RegisterField, number>>;

export const PROJECT_FIELD_LIMITS = {
  projectName: TEXT_LIMITS.PROJECT_NAME,
  headline: TEXT_LIMITS.PROJECT_HEADLINE,
  description: TEXT_LIMITS.PROJECT_DESCRIPTION,
} as const satisfies Partial<Record<ProjectField, number>>;

export const SKILLS_PROFILE_FIELD_LIMITS = {
  headline: TEXT_LIMITS.HEADLINE,
  bio: TEXT_LIMITS.BIO,
} as const satisfies Partial<Record<SkillsProfileField, number>>;

export const REPORT_FIELD_LIMITS = {
  details: TEXT_LIMITS.REPORT_DETAILS,
} as const satisfies Partial<Record<ReportField, number>>;

export const FEEDBACK_FIELD_LIMITS = {
  name: TEXT_LIMITS.FEEDBACK_NAME,
  message: TEXT_LIMITS.FEEDBACK_MESSAGE,
} as const satisfies Partial<Record<FeedbackField, number>>;

export const BANNER_FIELD_LIMITS = {
  title: TEXT_LIMITS.BANNER_TITLE,
  linkUrl: TEXT_LIMITS.URL,
} as const satisfies Partial<Record<BannerField, number>>;

export const RESOURCE_FIELD_LIMITS = {
  title: TEXT_LIMITS.RESOURCE_TITLE,
  officialUrl: TEXT_LIMITS.URL,
  imageUrl: TEXT_LIMITS.URL,
  category: TEXT_LIMITS.RESOURCE_CATEGORY,
  district: TEXT_LIMITS.RESOURCE_DISTRICT,
  description: TEXT_LIMITS.RESOURCE_DESCRIPTION,
} as const satisfies Partial<Record<ResourceField, number>>;

/** A question's text, and each of its options' text. */
export const QUESTION_FIELD_LIMITS = {
  text: TEXT_LIMITS.QUESTION_TEXT,
  optionText: TEXT_LIMITS.OPTION_TEXT,
} as const;
