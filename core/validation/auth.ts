import { LIMITS } from '../constants';
import type { FieldErrors, ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong, trimmed } from './text';
import { isEmail } from './url';

/** Spec 5, Auth: name required on register; email required and email-typed; password required, min 6. */
export type RegisterField = 'name' | 'email' | 'password';
export type LoginField = 'email' | 'password';

export function emailError(email: unknown): ValidationCode | null {
  if (isBlank(email)) return 'required';
  return isEmail(trimmed(email)) ? null : 'email_invalid';
}

/** Passwords are not trimmed: every character counts. */
export function passwordError(password: unknown): ValidationCode | null {
  if (typeof password !== 'string' || password === '') return 'required';
  return password.length < LIMITS.PASSWORD_MIN_LENGTH ? 'password_too_short' : null;
}

export function validateRegister(input: { name: string; email: string; password: string }): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (isBlank(input.name)) errors.name = 'required';
  else if (isTooLong(input.name, TEXT_LIMITS.NAME)) errors.name = 'too_long';
  const email = emailError(input.email);
  if (email) errors.email = email;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  return errors;
}

/** Same email and password rules as register (the form fields are the same). */
export function validateLogin(input: { email: string; password: string }): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = emailError(input.email);
  if (email) errors.email = email;
  const password = passwordError(input.password);
  if (password) errors.password = password;
  return errors;
}

/**
 * Forgot password: 'required' when the Email field is empty ("Please enter your email in the
 * Email field first."), 'email_invalid' when it is not email-shaped ("Email format is incorrect.").
 */
export function validateResetEmail(email: string): ValidationCode | null {
  return emailError(email);
}
