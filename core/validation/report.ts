import { REPORT_REASONS, REPORT_TARGET_KINDS, type ReportInput } from '../domain';
import type { FieldErrors } from './codes';
import { TEXT_LIMITS } from './limits';
import { isBlank, isTooLong, trimText } from './text';

export type ReportField = 'target' | 'reason' | 'details';

/** Report form: a known target and reason; the words are optional and bounded. */
export function validateReport(input: ReportInput): FieldErrors<ReportField> {
  const errors: FieldErrors<ReportField> = {};
  if (!(REPORT_TARGET_KINDS as readonly unknown[]).includes(input.targetKind) || isBlank(input.targetId)) {
    errors.target = 'value_invalid';
  } else if (input.targetKind === 'message' && isBlank(input.chatId)) errors.target = 'value_invalid';
  if (typeof input.reason !== 'string' || (input.reason as string) === '') errors.reason = 'required';
  else if (!(REPORT_REASONS as readonly string[]).includes(input.reason)) errors.reason = 'value_invalid';
  if (typeof input.details !== 'string') errors.details = 'value_invalid';
  else if (isTooLong(input.details, TEXT_LIMITS.REPORT_DETAILS)) errors.details = 'too_long';
  return errors;
}

/** Trimmed words; a member or a project carries no chat id. */
export function normalizeReportInput(input: ReportInput): ReportInput {
  return {
    targetKind: input.targetKind,
    targetId: input.targetId.trim(),
    chatId: input.targetKind === 'message' ? input.chatId.trim() : '',
    reason: input.reason,
    details: trimText(input.details),
  };
}
