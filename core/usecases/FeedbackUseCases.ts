import type { FeedbackInput, FeedbackResponse } from '../domain';
import type { FeedbackService } from '../ports';
import { validateFeedback } from '../validation/feedback';
import { trimText } from '../validation/text';
import { assertValid } from './guard';

/** Contact us (spec 2, 5, 7 Contact). */
export class FeedbackUseCases {
  constructor(private readonly feedback: FeedbackService) {}

  async send(input: FeedbackInput): Promise<FeedbackResponse> {
    const clean = { name: trimText(input.name), email: input.email.trim(), message: trimText(input.message) };
    assertValid(validateFeedback(clean));
    return this.feedback.submitFeedback(clean);
  }
}
