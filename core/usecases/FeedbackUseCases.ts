import type { FeedbackInput, FeedbackResponse } from '../domain';
import type { FeedbackService } from '../ports';
import { validateFeedback } from '../validation/feedback';
import { assertValid } from './guard';

/** Contact us (spec 2, 5, 7 Contact). */
export class FeedbackUseCases {
  constructor(private readonly feedback: FeedbackService) {}

  async send(input: FeedbackInput): Promise<FeedbackResponse> {
    const clean = { name: input.name.trim(), email: input.email.trim(), message: input.message.trim() };
    assertValid(validateFeedback(clean));
    return this.feedback.submitFeedback(clean);
  }
}
