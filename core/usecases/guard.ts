import { ValidationError } from '../domain';

/** Throws a ValidationError when a validation rule reported any field. */
export function assertValid(fields: Readonly<Record<string, string | undefined>>): void {
  if (Object.values(fields).some(Boolean)) throw new ValidationError(fields);
}
