/**
 * submitFeedback (callable, asia-east1): validates with core's contact-form rule, answers
 * { success, message } in zh-TW, and says what to store in feedback/{id}. A sender is a signed-in
 * member (the contact page needs sign-in), who sends at most LIMITS.FEEDBACK_MAX_PER_WINDOW
 * messages in any LIMITS.FEEDBACK_WINDOW_MS, counted in feedback_senders/{uid}, which only the
 * function writes.
 */
import { LIMITS } from '../../../core/constants';
import type { FeedbackResponse, Uid } from '../../../core/domain';
import { validateFeedback } from '../../../core/validation/feedback';
import { trimmed } from '../../../core/validation/text';
import type { Data } from './writes';

export const FEEDBACK_TEXTS = {
  success: '已收到你的意見，我們會盡快回覆！',
  required: '請填寫姓名與訊息內容。',
  emailInvalid: '電子郵件格式不正確。',
  tooLong: '內容過長，請精簡後再送出。',
  failed: '無法送出，請稍後再試。',
} as const;

export interface FeedbackPlan {
  response: FeedbackResponse;
  /** What to add to the feedback collection; null when the input was refused. */
  document: Data | null;
}

function text(v: unknown): string {
  return trimmed(v);
}

export interface FeedbackRate {
  allowed: boolean;
  /** The send times to keep for the sender (this one included when allowed), oldest first. */
  sentAtMs: number[];
}

/**
 * A sliding window: the sends of the last LIMITS.FEEDBACK_WINDOW_MS count; one more is allowed
 * while they are fewer than LIMITS.FEEDBACK_MAX_PER_WINDOW. Older times are dropped.
 */
export function planFeedbackRate(previous: unknown, nowMs: number): FeedbackRate {
  // A time after nowMs still counts: a concurrent call (or another instance's clock) stored it.
  const recent = (Array.isArray(previous) ? previous : [])
    .filter((t): t is number => typeof t === 'number' && t > nowMs - LIMITS.FEEDBACK_WINDOW_MS)
    .sort((a, b) => a - b);
  if (recent.length >= LIMITS.FEEDBACK_MAX_PER_WINDOW) return { allowed: false, sentAtMs: recent };
  return { allowed: true, sentAtMs: [...recent, nowMs] };
}

export function planFeedback(data: unknown, callerUid: Uid | null, nowMs: number): FeedbackPlan {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const input = { name: text(raw.name), email: text(raw.email), message: text(raw.message) };
  const errors = validateFeedback(input);
  const codes = Object.values(errors);
  if (codes.length > 0) {
    const message = codes.includes('required')
      ? FEEDBACK_TEXTS.required
      : codes.includes('email_invalid')
        ? FEEDBACK_TEXTS.emailInvalid
        : FEEDBACK_TEXTS.tooLong;
    return { response: { success: false, message }, document: null };
  }
  return {
    response: { success: true, message: FEEDBACK_TEXTS.success },
    document: { ...input, uid: callerUid, createdAt: new Date(nowMs) },
  };
}
