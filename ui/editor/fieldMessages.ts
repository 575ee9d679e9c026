import { TEXT_LIMITS } from '../../core/validation/limits';
import type { ProjectField, SkillsProfileField } from '../../core/validation/project';
import { texts, validationText } from '../texts';

const PROJECT_LIMITS: Partial<Record<ProjectField, number>> = {
  projectName: TEXT_LIMITS.PROJECT_NAME,
  headline: TEXT_LIMITS.PROJECT_HEADLINE,
  description: TEXT_LIMITS.PROJECT_DESCRIPTION,
};

const SKILLS_LIMITS: Partial<Record<SkillsProfileField, number>> = {
  headline: TEXT_LIMITS.HEADLINE,
  bio: TEXT_LIMITS.BIO,
};

/** The words for a project-form validation code (core/validation/project.ts) on one field. */
export function projectFieldMessage(field: ProjectField, code: string): string {
  if (code === 'too_long') {
    if (field === 'skillsRequired') return texts.editor.tagsTooLong(TEXT_LIMITS.TAGS, TEXT_LIMITS.TAG);
    const max = PROJECT_LIMITS[field];
    if (max) return texts.editor.tooLong(max);
  }
  return validationText(code, field);
}

/** The words for a skills-profile validation code on one field. */
export function skillsFieldMessage(field: SkillsProfileField, code: string): string {
  if (code === 'too_long') {
    const max = SKILLS_LIMITS[field];
    if (max) return texts.editor.tooLong(max);
  }
  if (field === 'role' && code === 'required') return texts.editor.skillsForm.roleRequired;
  if (field === 'availability' && code === 'required') return texts.editor.skillsForm.availabilityRequired;
  return validationText(code, field);
}
