import { AVAILABILITIES, PARTNER_ROLES, PROJECT_STAGES, isOneOf, type ProjectInput } from '../domain';
import type { FieldErrors, ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { normalizeTags, tagListError } from './tags';
import { isBlank, isTooLong, nameText, trimmed } from './text';

export type ProjectField = keyof ProjectInput;

function requiredText(value: unknown, max: number): ValidationCode | null {
  if (isBlank(value)) return 'required';
  return isTooLong(value, max) ? 'too_long' : null;
}

/**
 * Project form (spec 5): projectName, headline, description and stage required (stage one of
 * PROJECT_STAGES, else 'value_invalid'); every partnersWanted entry a PARTNER_ROLES code
 * ('role_not_partner'), no duplicates; skillsRequired tags trimmed non-empty ('required'),
 * unique ('tag_duplicate') and short ('too_long').
 */
export function validateProjectInput(input: ProjectInput): FieldErrors<ProjectField> {
  const errors: FieldErrors<ProjectField> = {};
  const name = requiredText(input.projectName, TEXT_LIMITS.PROJECT_NAME);
  if (name) errors.projectName = name;
  const headline = requiredText(input.headline, TEXT_LIMITS.PROJECT_HEADLINE);
  if (headline) errors.headline = headline;
  const description = requiredText(input.description, TEXT_LIMITS.PROJECT_DESCRIPTION);
  if (description) errors.description = description;

  const stage = input.stage as unknown;
  if (stage === undefined || stage === null || isBlank(stage)) errors.stage = 'required';
  else if (!isOneOf(PROJECT_STAGES, stage)) errors.stage = 'value_invalid';

  const partners = input.partnersWanted as unknown;
  if (partners !== undefined && partners !== null) {
    if (!Array.isArray(partners)) errors.partnersWanted = 'value_invalid';
    else if (partners.some((p) => !isOneOf(PARTNER_ROLES, p))) errors.partnersWanted = 'role_not_partner';
    else if (new Set(partners).size !== partners.length) errors.partnersWanted = 'tag_duplicate';
  }

  const skills = tagListError(input.skillsRequired);
  if (skills) errors.skillsRequired = skills;
  return errors;
}

/** What to store: texts trimmed, partnersWanted de-duplicated, skillsRequired normalised. */
export function normalizeProjectInput(input: ProjectInput): ProjectInput {
  return {
    projectName: nameText(input.projectName ?? ''),
    headline: trimmed(input.headline),
    description: trimmed(input.description),
    stage: input.stage,
    partnersWanted: [...new Set(input.partnersWanted ?? [])],
    skillsRequired: normalizeTags(input.skillsRequired),
  };
}

export interface SkillsProfileInput {
  headline: string;
  role: string | null;
  availability: string | null;
  bio: string;
  /** The member's 技能專長, as on the profile; optional. */
  skills: readonly string[];
}
export type SkillsProfileField = keyof SkillsProfileInput;

/**
 * "I have professional skills" collaboration profile (spec 5): headline, role, availability
 * and bio required; the role only 'technical' or 'operations' ('role_not_partner' otherwise);
 * availability one of AVAILABILITIES ('value_invalid'); skills a tag list as the profile's.
 */
export function validateSkillsProfile(input: SkillsProfileInput): FieldErrors<SkillsProfileField> {
  const errors: FieldErrors<SkillsProfileField> = {};
  const headline = requiredText(input.headline, TEXT_LIMITS.HEADLINE);
  if (headline) errors.headline = headline;
  if (isBlank(input.role)) errors.role = 'required';
  else if (!isOneOf(PARTNER_ROLES, input.role)) errors.role = 'role_not_partner';
  if (isBlank(input.availability)) errors.availability = 'required';
  else if (!isOneOf(AVAILABILITIES, input.availability)) errors.availability = 'value_invalid';
  const bio = requiredText(input.bio, TEXT_LIMITS.BIO);
  if (bio) errors.bio = bio;
  const skills = tagListError(input.skills);
  if (skills) errors.skills = skills;
  return errors;
}
