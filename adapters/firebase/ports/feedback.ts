import { LIMITS } from '../../../core/constants';
import type { FeedbackInput, FeedbackResponse } from '../../../core/domain';
import type { FeedbackService } from '../../../core/ports';
import { guarded } from '../errors';
import type { FirebaseServices } from './context';

export const FEEDBACK_FUNCTION = 'submitFeedback';

/** The callable submitFeedback (region asia-east1, set on the Functions instance), 70 s timeout. */
export function createFeedbackService({ functions }: Pick<FirebaseServices, 'functions'>): FeedbackService {
  return {
    submitFeedback(input) {
      return guarded(async () => {
        const { sdk, functions: instance } = await functions();
        const call = sdk.httpsCallable<FeedbackInput, FeedbackResponse>(instance, FEEDBACK_FUNCTION, {
          timeout: LIMITS.FEEDBACK_TIMEOUT_MS,
        });
        const { data } = await call({ name: input.name, email: input.email, message: input.message });
        return { success: data?.success === true, message: typeof data?.message === 'string' ? data.message : '' };
      });
    },
  };
}
