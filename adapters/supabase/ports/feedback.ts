import type { FeedbackInput, FeedbackResponse } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import { LIMITS } from '../../../core/constants';
import type { FeedbackService } from '../../../core/ports';
import { trimmed } from '../../../core/validation/text';
import type { SupabaseContext } from '../context';
import { toDomainError } from '../errors';

export const FEEDBACK_FUNCTION = 'submit-feedback';

/** The function's own answer stays on `cause` for logs. */
function withCause(err: DomainError, cause: unknown): DomainError {
  (err as { cause?: unknown }).cause = cause;
  return err;
}

/**
 * The submit-feedback edge function: a JSON POST with a `data` wrapper (as the spec's callable
 * function), the member's bearer token (supabase-js adds it), 70 s timeout. The contact page
 * needs sign-in and the function refuses a call without a member, so a visitor sends nothing.
 * It validates and answers { success, message }; refused input is an answer, not an error. A
 * sender over the rate (429) is resource-exhausted and a refused session (401) is signed out:
 * the UI explains those codes in its own words.
 */
export function createFeedbackService(ctx: SupabaseContext): FeedbackService {
  return {
    async submitFeedback(input: FeedbackInput): Promise<FeedbackResponse> {
      ctx.requireUid();
      const body = {
        data: {
          name: trimmed(input?.name),
          email: typeof input?.email === 'string' ? input.email.trim() : '',
          message: trimmed(input?.message),
        },
      };
      const { data, error } = await ctx.client.functions.invoke(FEEDBACK_FUNCTION, {
        body,
        timeout: LIMITS.FEEDBACK_TIMEOUT_MS,
      });
      let answer: unknown = data;
      if (error) {
        // A 4xx with { success: false, message } is still the function's answer.
        const res = (error as { context?: Response }).context;
        if (res?.status === 429) throw withCause(new DomainError('resource-exhausted'), error);
        if (res?.status === 401) throw withCause(new DomainError('auth/not-signed-in'), error);
        if (res && typeof res.json === 'function' && res.status >= 400 && res.status < 500) {
          try {
            answer = await res.clone().json();
          } catch {
            throw toDomainError(error);
          }
        } else {
          throw toDomainError(error);
        }
      }
      const a = (
        answer && typeof answer === 'object' && 'result' in answer ? (answer as { result: unknown }).result : answer
      ) as { success?: unknown; message?: unknown } | null;
      if (!a || typeof a.success !== 'boolean' || typeof a.message !== 'string') {
        throw new DomainError('unknown', 'unexpected answer from submit-feedback');
      }
      return { success: a.success, message: a.message };
    },
  };
}
