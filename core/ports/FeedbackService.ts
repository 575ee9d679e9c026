import type { FeedbackInput, FeedbackResponse } from '../domain';

/** The submitFeedback cloud function (spec 7, Contact): validates, stores, answers. */
export interface FeedbackService {
  submitFeedback(input: FeedbackInput): Promise<FeedbackResponse>;
}
