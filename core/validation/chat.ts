import type { ValidationCode } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, textLength, trimmed } from './text';

/** Maximum message length in code points, after trimming. */
export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.MESSAGE;

/** Spec 5, Chat: a blank message is ignored (not sent, no error shown). */
export function isBlankMessage(text: string): boolean {
  return isBlank(text);
}

/** What is sent and stored: the trimmed text. */
export function normalizeMessage(text: string): string {
  return trimmed(text);
}

/** 'required' for a blank message, 'too_long' over MESSAGE_MAX_LENGTH, else null. */
export function validateMessage(text: string): ValidationCode | null {
  if (isBlankMessage(text)) return 'required';
  return textLength(normalizeMessage(text)) > MESSAGE_MAX_LENGTH ? 'too_long' : null;
}
