/** Labels of the enumerations (roles, genders, …) and select options from them. */
import type { Role } from '../../core/domain';
import { common } from './common';
import { role as ROLE_LABELS } from './enums/role';

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
  return enumLabel(ROLE_LABELS, role, common.roleUndecided);
}

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Select options of an enumeration, in the order of its codes. */
export function enumOptions<K extends string>(codes: readonly K[], labels: Readonly<Record<K, string>>): Option<K>[] {
  return codes.map((value) => ({ value, label: labels[value] }));
}
