/**
 * Every enumeration code of core/domain/enums.ts, with its glossary label: one file per
 * enumeration. The catalogue exposes this file as the namespace `texts.enums`, and webpack
 * follows `texts.enums.role` to ./role.ts, so a screen carries only the labels it shows.
 */
export { applicationStatus } from './applicationStatus';
export { archetype } from './archetype';
export { availability } from './availability';
export { editorChoice } from './editorChoice';
export { gender } from './gender';
export { notificationType } from './notificationType';
export { partnerType } from './partnerType';
export { role } from './role';
export { scoreDimension } from './scoreDimension';
export { socialProvider } from './socialProvider';
export { stage } from './stage';
export { yearsExperience } from './yearsExperience';
