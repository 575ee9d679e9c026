/**
 * FeedbackService contract: validates, stores, answers { success, message }, and takes at most
 * LIMITS.FEEDBACK_MAX_PER_WINDOW messages an hour from one member.
 */
import { LIMITS } from '../../core/constants';
import type { MakeHarness } from './harness';
import { expectRejects, newMember, withHarness } from './helpers';

export function describeFeedbackContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: FeedbackService contract`, () => {
    const harness = withHarness(makeHarness);

    it('accepts a valid message from a member, email optional', async () => {
      const a = await newMember(harness.get(), 'A');
      const withEmail = await a.client.feedback.submitFeedback({
        name: '王小明',
        email: a.email,
        message: '希望有更多篩選條件',
      });
      expect(withEmail.success).toBe(true);
      expect(withEmail.message).toEqual(expect.any(String));
      expect(withEmail.message.length).toBeGreaterThan(0);
      const noEmail = await a.client.feedback.submitFeedback({ name: '王小明', email: '', message: '謝謝！' });
      expect(noEmail.success).toBe(true);
    });

    it('answers success: false with a message for missing name or message, or a malformed email', async () => {
      // A member, as on the contact page (it needs sign-in); Supabase refuses feedback without one.
      const { client } = await newMember(harness.get(), 'A');
      for (const input of [
        { name: '', email: '', message: '內容' },
        { name: '王小明', email: '', message: '   ' },
        { name: '王小明', email: 'not-an-email', message: '內容' },
      ]) {
        const r = await client.feedback.submitFeedback(input);
        expect(r.success).toBe(false);
        expect(r.message.length).toBeGreaterThan(0);
      }
    });

    it(`takes ${LIMITS.FEEDBACK_MAX_PER_WINDOW} messages an hour from one member and refuses the next`, async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const b = await newMember(h, 'B');
      for (let i = 1; i <= LIMITS.FEEDBACK_MAX_PER_WINDOW; i += 1) {
        const r = await a.client.feedback.submitFeedback({ name: '王小明', email: '', message: `第 ${i} 則` });
        expect(r.success).toBe(true);
      }
      await expectRejects(
        a.client.feedback.submitFeedback({ name: '王小明', email: '', message: '再一則' }),
        'resource-exhausted',
      );
      expect(
        (await b.client.feedback.submitFeedback({ name: '李小華', email: '', message: '我也有話說' })).success,
      ).toBe(true);
    });
  });
}
