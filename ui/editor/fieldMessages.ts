import { PROJECT_FIELD_LIMITS, SKILLS_PROFILE_FIELD_LIMITS } from '../../core/validation/fieldLimits';
import { TEXT_LIMITS } from '../../core/validation/limits';
import type { ProjectField, SkillsProfileField } from '../../core/validation/project';
import { texts, validationText } from '../texts';
import { editorTexts } from './texts';

/** The words for a project-form validation code (core/validation/project.ts) on one field. */
export function projectFieldMessage(field: ProjectField, code: string): string {
  if (code === 'too_long' && field === 'skillsRequired')
    return texts.tagLimit.listTooLong(TEXT_LIMITS.TAGS, TEXT_LIMITS.TAG);
  return validationText(code, field, PROJECT_FIELD_LIMITS);
}

/** The words for a skills-profile validation code on one field. */
export function skillsFieldMessage(field: SkillsProfileField, code: string): string {
  if (field === 'role' && code === 'required') return editorTexts.skillsForm.roleRequired;
  if (field === 'availability' && code === 'required') return editorTexts.skillsForm.availabilityRequired;
  return validationText(code, field, SKILLS_PROFILE_FIELD_LIMITS);
}
