import type { FeedbackInput } from '../domain';
import type { FieldErrors } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong, trimmed } from './text';
import { isEmail } from './url';

export type FeedbackField = keyof FeedbackInput;

/** Contact form (spec 5): name and message required; email optional, email-typed when given. */
export function validateFeedback(input: FeedbackInput): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  if (isBlank(input.name)) errors.name = 'required';
  else if (isTooLong(input.name, TEXT_LIMITS.FEEDBACK_NAME)) errors.name = 'too_long';
  const email = trimmed(input.email);
  if (email !== '' && !isEmail(email)) errors.email = 'email_invalid';
  if (isBlank(input.message)) errors.message = 'required';
  else if (isTooLong(input.message, TEXT_LIMITS.FEEDBACK_MESSAGE)) errors.message = 'too_long';
  return errors;
}
