import { isDomainError, isValidationError } from '../../core/domain';
import type { Role } from '../../core/domain';
import { isValidationCode } from '../../core/validation/codes';
import { common } from './common';
import { enums } from './enums';
import { GENERIC_ERROR_CODES, errorMessages } from './errors';
import { requiredByField, validationMessages } from './validation';

/**
 * The message of one validation code. `field` picks a field-specific wording for `required`
 * (e.g. 請輸入電子郵件。). Unknown codes give the generic "check your input" text.
 */
export function validationText(code: string, field?: string): string {
  if (code === 'required' && field && requiredByField[field]) return requiredByField[field];
  if (isValidationCode(code)) return validationMessages[code];
  return errorMessages['invalid-argument'];
}

/**
 * What to tell a person about any thrown value (spec 8). Domain errors map by code; a
 * ValidationError shows its first field's message (the form-level one first); codes without
 * a meaning of their own (unknown, unavailable, ...) and non-domain errors show `fallback`
 * when given, else 操作失敗，請稍後再試。 Backend messages never reach the screen.
 */
export function errorText(e: unknown, fallback?: string): string {
  if (isValidationError(e)) {
    const fields = e.fields;
    const key = 'form' in fields ? 'form' : Object.keys(fields)[0];
    const code = key ? fields[key] : undefined;
    if (code) return validationText(code, key);
  }
  if (isDomainError(e)) {
    if (e.code === 'invalid-argument') {
      const first = e.details.find(isValidationCode);
      if (first) return validationText(first);
    }
    if (fallback && GENERIC_ERROR_CODES.includes(e.code)) return fallback;
    return errorMessages[e.code] ?? fallback ?? errorMessages.unknown;
  }
  return fallback ?? errorMessages.unknown;
}

/** The field → message map of a ValidationError (empty for anything else). */
export function fieldErrorTexts(e: unknown): Record<string, string> {
  if (!isValidationError(e)) return {};
  const out: Record<string, string> = {};
  for (const [field, code] of Object.entries(e.fields)) out[field] = validationText(code, field);
  return out;
}

/** Label of an enumeration code, or `fallback` when the value is missing or unknown. */
export function enumLabel<K extends string>(
  labels: Readonly<Record<K, string>>,
  code: K | null | undefined,
  fallback = '',
): string {
  if (code === null || code === undefined) return fallback;
  return Object.prototype.hasOwnProperty.call(labels, code) ? labels[code] : fallback;
}

/** Role label, falling back to 角色未定 (spec 2 Explore partners card). */
export function roleLabel(role: Role | null | undefined): string {
  return enumLabel(enums.role, role, common.roleUndecided);
}

/** A member's display name, falling back to 未命名. */
export function displayName(name: string | null | undefined): string {
  const n = typeof name === 'string' ? name.trim() : '';
  return n === '' ? common.unnamed : n;
}

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Select options of an enumeration, in the order of its codes. */
export function enumOptions<K extends string>(codes: readonly K[], labels: Readonly<Record<K, string>>): Option<K>[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}
