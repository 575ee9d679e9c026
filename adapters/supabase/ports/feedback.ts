import type { FeedbackInput, FeedbackResponse } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import { LIMITS } from '../../../core/constants';
import type { FeedbackService } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { toDomainError } from '../errors';

export const FEEDBACK_FUNCTION = 'submit-feedback';

/**
 * The submit-feedback edge function: a JSON POST with a `data` wrapper (as the spec's callable
 * function), the member's bearer token when signed in (supabase-js adds it), 70 s timeout.
 * It validates and answers { success, message }; refused input is an answer, not an error.
 */
export function createFeedbackService(ctx: SupabaseContext): FeedbackService {
  return {
    async submitFeedback(input: FeedbackInput): Promise<FeedbackResponse> {
      const body = {
        data: {
          name: typeof input?.name === 'string' ? input.name.trim() : '',
          email: typeof input?.email === 'string' ? input.email.trim() : '',
          message: typeof input?.message === 'string' ? input.message.trim() : '',
        },
      };
      const functions = await ctx.client.functions();
      const { data, error } = await functions.invoke(FEEDBACK_FUNCTION, {
        body,
        timeout: LIMITS.FEEDBACK_TIMEOUT_MS,
      });
      let answer: unknown = data;
      if (error) {
        // A 4xx with { success: false, message } is still the function's answer.
        const res = (error as { context?: Response }).context;
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
