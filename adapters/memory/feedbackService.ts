import { LIMITS } from '../../core/constants';
import type { FeedbackInput, FeedbackResponse } from '../../core/domain';
import { DomainError } from '../../core/domain';
import type { FeedbackService } from '../../core/ports';
import { trimmed, validateFeedback, type FeedbackField } from '../../core/validation';
import type { FieldErrors } from '../../core/validation';
import type { MemoryContext } from './context';
import { newId } from './crypto';

export const FEEDBACK_SUCCESS_MESSAGE = '已收到你的意見，我們會盡快回覆！';

/** The zh-TW answer for refused input, as the cloud function would word it. */
export function feedbackErrorMessage(errors: FieldErrors<FeedbackField>): string {
  if (errors.name === 'required' || errors.message === 'required') return '請填寫姓名與訊息內容。';
  if (errors.email) return '電子郵件格式不正確。';
  if (errors.name === 'too_long') return '姓名太長了，請縮短後再送出。';
  if (errors.message === 'too_long') return '訊息太長了，請縮短後再送出。';
  return '送出的內容有誤，請檢查後再試一次。';
}

function text(v: unknown): string {
  return trimmed(v);
}

/**
 * The submitFeedback function, in process: takes feedback from a signed-in member only (the
 * contact page needs sign-in, and the cloud functions refuse visitors), validates, limits each
 * member to LIMITS.FEEDBACK_MAX_PER_WINDOW messages a window, stores, answers.
 */
export function createFeedbackService(ctx: MemoryContext): FeedbackService {
  return {
    async submitFeedback(input: FeedbackInput): Promise<FeedbackResponse> {
      ctx.readAsMember(() => undefined);
      const fields: FeedbackInput = {
        name: text(input?.name),
        email: text(input?.email),
        message: text(input?.message),
      };
      const errors = validateFeedback(fields);
      if (Object.values(errors).some(Boolean)) return { success: false, message: feedbackErrorMessage(errors) };
      await ctx.writeAsMember(['feedback'], (d, { uid }) => {
        const now = ctx.now();
        const recent = Object.values(d.feedback).filter(
          (f) => f.uid === uid && now - f.createdAt < LIMITS.FEEDBACK_WINDOW_MS,
        ).length;
        if (recent >= LIMITS.FEEDBACK_MAX_PER_WINDOW) {
          throw new DomainError('resource-exhausted', 'too many feedback messages this hour');
        }
        const id = newId();
        d.feedback[id] = { id, ...fields, uid, createdAt: now };
      });
      return { success: true, message: FEEDBACK_SUCCESS_MESSAGE };
    },
  };
}
