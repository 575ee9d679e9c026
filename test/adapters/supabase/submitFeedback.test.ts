/** The submit-feedback edge function's handler (Deno code, pure), run in Node. */
import {
  FEEDBACK_TEXTS,
  handleFeedback,
  type FeedbackRow,
} from '../../../adapters/supabase/supabase/functions/submit-feedback/handler.ts';
import { validateFeedback } from '../../../core/validation';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.test/submit-feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('submit-feedback', () => {
  it('stores valid feedback (callable data wrapper or bare) and answers success', async () => {
    const stored: FeedbackRow[] = [];
    const deps = { store: async (r: FeedbackRow) => void stored.push(r), userIdOf: async () => 'u1' };
    const r1 = await handleFeedback(post({ data: { name: ' 王小明 ', email: '', message: ' 很棒 ' } }), deps);
    expect(r1.status).toBe(200);
    expect(await r1.json()).toEqual({ success: true, message: FEEDBACK_TEXTS.success });
    const r2 = await handleFeedback(post({ name: '訪客', email: 'v@example.com', message: '謝謝' }), {
      store: deps.store,
    });
    expect(r2.status).toBe(200);
    expect(stored).toEqual([
      { name: '王小明', email: '', message: '很棒', user_id: 'u1' },
      { name: '訪客', email: 'v@example.com', message: '謝謝', user_id: null },
    ]);
    expect(r1.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses what core/validation refuses, with a message, storing nothing', async () => {
    const stored: FeedbackRow[] = [];
    const deps = { store: async (r: FeedbackRow) => void stored.push(r) };
    const cases = [
      { name: '', email: '', message: '內容' },
      { name: '王小明', email: '', message: '   ' },
      { name: '王小明', email: 'not-an-email', message: '內容' },
      { name: '名'.repeat(51), email: '', message: '內容' },
      { name: '王小明', email: '', message: '字'.repeat(5001) },
    ];
    for (const input of cases) {
      const core = validateFeedback({
        name: input.name.trim(),
        email: input.email.trim(),
        message: input.message.trim(),
      });
      expect(Object.values(core).some(Boolean)).toBe(true);
      const r = await handleFeedback(post({ data: input }), deps);
      expect(r.status).toBe(400);
      const body = (await r.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message.length).toBeGreaterThan(0);
    }
    expect((await (await handleFeedback(post('not json'), deps)).json()).success).toBe(false);
    expect((await handleFeedback(new Request('http://functions.test/x', { method: 'GET' }), deps)).status).toBe(405);
    expect((await handleFeedback(new Request('http://functions.test/x', { method: 'OPTIONS' }), deps)).status).toBe(
      204,
    );
    expect(stored).toEqual([]);
  });

  it('a storage failure is a 500 with a plain message (no database text)', async () => {
    const logged: unknown[] = [];
    const r = await handleFeedback(post({ data: { name: 'a', email: '', message: 'b' } }), {
      store: async () => {
        throw new Error('duplicate key value violates unique constraint');
      },
      log: (_m, e) => logged.push(e),
    });
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ success: false, message: FEEDBACK_TEXTS.failed });
    expect(logged).toHaveLength(1);
  });
});
