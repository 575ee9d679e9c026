/** The memory feedback service's rate per sender and its bounds, as the cloud functions apply them. */
import { LIMITS } from '../../../core/constants';
import { TEXT_LIMITS } from '../../../core/validation/limits';
import { expectRejects, newMember } from '../../contract/helpers';
import { makeMemoryHarness, type MemoryHarness } from './memoryHarness';

const note = (message: string) => ({ name: '王小明', email: '', message });

describe('memory feedback service', () => {
  let h: MemoryHarness;
  let time: number;

  beforeEach(async () => {
    time = Date.UTC(2026, 10, 25, 9);
    h = await makeMemoryHarness({ users: [] }, { now: () => (time += 1) });
  });

  afterEach(async () => {
    await h.dispose?.();
  });

  it('takes the next message once the oldest of the hour is an hour old', async () => {
    const a = await newMember(h, '安妮');
    const first = time;
    for (let i = 0; i < LIMITS.FEEDBACK_MAX_PER_WINDOW; i += 1) {
      expect((await a.client.feedback.submitFeedback(note(`第 ${i + 1} 則`))).success).toBe(true);
      time += 60_000;
    }
    await expectRejects(a.client.feedback.submitFeedback(note('太快了')), 'resource-exhausted');
    time = first + LIMITS.FEEDBACK_WINDOW_MS - 10;
    await expectRejects(a.client.feedback.submitFeedback(note('還是太快')), 'resource-exhausted');
    time = first + LIMITS.FEEDBACK_WINDOW_MS + 1;
    expect((await a.client.feedback.submitFeedback(note('一小時後'))).success).toBe(true);
    await expectRejects(a.client.feedback.submitFeedback(note('又太快了')), 'resource-exhausted');
  });

  it('counts a member’s messages from every tab together', async () => {
    const a = await newMember(h, '安妮');
    const other = await h.newMemoryClient();
    await other.auth.signIn(a.email, a.password);
    for (let i = 0; i < LIMITS.FEEDBACK_MAX_PER_WINDOW; i += 1) {
      const tab = i % 2 === 0 ? a.client : other;
      expect((await tab.feedback.submitFeedback(note(`第 ${i + 1} 則`))).success).toBe(true);
    }
    await expectRejects(other.feedback.submitFeedback(note('換個分頁')), 'resource-exhausted');
  });

  it('takes feedback only from a signed-in member, as the cloud functions do', async () => {
    const visitor = await h.newClient();
    await expectRejects(visitor.feedback.submitFeedback(note('訪客')), 'auth/not-signed-in');
    await expectRejects(visitor.feedback.submitFeedback({ name: '', email: '', message: '' }), 'auth/not-signed-in');
  });

  it('refused input does not count, and over-long fields are refused', async () => {
    const a = await newMember(h, '安妮');
    const long = [
      { name: 'x'.repeat(TEXT_LIMITS.FEEDBACK_NAME + 1), email: '', message: '內容' },
      { name: '王小明', email: '', message: 'x'.repeat(TEXT_LIMITS.FEEDBACK_MESSAGE + 1) },
      { name: '王小明', email: `${'x'.repeat(300)}@example.com`, message: '內容' },
    ];
    for (let i = 0; i < LIMITS.FEEDBACK_MAX_PER_WINDOW + 1; i += 1) {
      const r = await a.client.feedback.submitFeedback(long[i % long.length]!);
      expect(r.success).toBe(false);
    }
    expect((await a.client.feedback.submitFeedback(note('正常的訊息'))).success).toBe(true);
  });
});
