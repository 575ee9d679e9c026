/** The submit-feedback edge function's handler (Deno code, pure), run in Node. */
import {
  FEEDBACK_LIMITS,
  FEEDBACK_TEXTS,
  handleFeedback,
  type FeedbackDeps,
  type FeedbackRow,
} from '../../../adapters/supabase/supabase/functions/submit-feedback/handler.ts';
import { LIMITS } from '../../../core/constants';
import { validateFeedback } from '../../../core/validation';
import { TEXT_LIMITS } from '../../../core/validation/limits';
import { trimmed } from '../../../core/validation/text';
import { service, SupabaseDb } from './support/supabaseDb';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://functions.test/submit-feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A member's request: the handler asks who the token belongs to. */
const asMember =
  (uid: string | null): FeedbackDeps['userIdOf'] =>
  async () =>
    uid;

describe('submit-feedback', () => {
  it('stores valid feedback (callable data wrapper or bare) with its sender and answers success', async () => {
    const stored: FeedbackRow[] = [];
    const store = async (r: FeedbackRow) => void stored.push(r);
    const r1 = await handleFeedback(post({ data: { name: ' 王小明 ', email: '', message: ' 很棒 ' } }), {
      store,
      userIdOf: asMember('u1'),
    });
    expect(r1.status).toBe(200);
    expect(await r1.json()).toEqual({ success: true, message: FEEDBACK_TEXTS.success });
    const r2 = await handleFeedback(post({ name: '李小華', email: 'v@example.com', message: '謝謝' }), {
      store,
      userIdOf: asMember('u2'),
    });
    expect(r2.status).toBe(200);
    expect(stored).toEqual([
      { name: '王小明', email: '', message: '很棒', user_id: 'u1' },
      { name: '李小華', email: 'v@example.com', message: '謝謝', user_id: 'u2' },
    ]);
    expect(r1.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses what core/validation refuses, with a message, storing nothing', async () => {
    const stored: FeedbackRow[] = [];
    const deps = { store: async (r: FeedbackRow) => void stored.push(r), userIdOf: asMember('u1') };
    const cases = [
      { name: '', email: '', message: '內容' },
      { name: '王小明', email: '', message: '   ' },
      { name: '\u3164', email: '', message: '內容' },
      { name: '王小明', email: '', message: '\u200b\u2800\u202e' },
      { name: '王小明', email: 'not-an-email', message: '內容' },
      { name: '名'.repeat(51), email: '', message: '內容' },
      { name: '王小明', email: '', message: '字'.repeat(5001) },
      { name: '王小明', email: `${'a'.repeat(250)}@example.com`, message: '內容' },
    ];
    for (const input of cases) {
      const core = validateFeedback({
        name: trimmed(input.name),
        email: input.email.trim(),
        message: trimmed(input.message),
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

  it('takes the limits of core: text lengths, the rate per sender', () => {
    expect({
      NAME: FEEDBACK_LIMITS.NAME,
      EMAIL: FEEDBACK_LIMITS.EMAIL,
      MESSAGE: FEEDBACK_LIMITS.MESSAGE,
      PER_HOUR: FEEDBACK_LIMITS.MAX_PER_HOUR,
    }).toEqual({
      NAME: TEXT_LIMITS.FEEDBACK_NAME,
      EMAIL: TEXT_LIMITS.EMAIL,
      MESSAGE: TEXT_LIMITS.FEEDBACK_MESSAGE,
      PER_HOUR: LIMITS.FEEDBACK_MAX_PER_WINDOW,
    });
    expect(LIMITS.FEEDBACK_WINDOW_MS).toBe(60 * 60 * 1000);
    expect(FEEDBACK_TEXTS.tooMany).toBe(`每小時最多可以送出 ${LIMITS.FEEDBACK_MAX_PER_WINDOW} 則訊息，請稍後再試。`);
  });

  it('refuses a call without a signed-in member (the contact page needs sign-in), storing nothing', async () => {
    const stored: FeedbackRow[] = [];
    const r = await handleFeedback(post({ data: { name: '訪客', email: '', message: '你好' } }), {
      store: async (row) => void stored.push(row),
      userIdOf: asMember(null),
    });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ success: false, message: FEEDBACK_TEXTS.signInRequired });
    expect(stored).toEqual([]);
  });

  it('bounds the body: larger than any valid feedback is 413, read no further than the bound', async () => {
    const stored: FeedbackRow[] = [];
    const deps = { store: async (row: FeedbackRow) => void stored.push(row), userIdOf: asMember('u1') };
    // The largest valid feedback, every character at JSON's longest escape, still fits.
    const longest = {
      data: {
        name: '😀'.repeat(TEXT_LIMITS.FEEDBACK_NAME),
        email: '',
        message: '😀'.repeat(TEXT_LIMITS.FEEDBACK_MESSAGE),
      },
    };
    const escaped = JSON.stringify(longest).replace(/[\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
    expect(new TextEncoder().encode(escaped).byteLength).toBeLessThanOrEqual(FEEDBACK_LIMITS.BODY_BYTES);
    expect((await handleFeedback(post(escaped), deps)).status).toBe(200);

    const huge = JSON.stringify({
      data: { name: '王小明', email: '', message: 'x'.repeat(FEEDBACK_LIMITS.BODY_BYTES) },
    });
    const r = await handleFeedback(post(huge), deps);
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({ success: false, message: FEEDBACK_TEXTS.tooLarge });

    // A body that streams on without end is cut off at the bound, whatever it declares.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16_384;
        controller.enqueue(new Uint8Array(16_384).fill(0x20));
      },
    });
    const streamed = new Request('http://functions.test/submit-feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect((await handleFeedback(streamed, deps)).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(FEEDBACK_LIMITS.BODY_BYTES + 2 * 16_384);
    expect(stored).toHaveLength(1);
  });

  it('a sender over the rate gets 429 with a plain message; a storage failure is a 500 (no database text)', async () => {
    const over = await handleFeedback(post({ data: { name: 'a', email: '', message: 'b' } }), {
      store: async () => {
        throw { code: 'CF429', message: 'at most 5 feedback messages an hour', details: null, hint: null };
      },
      userIdOf: asMember('u1'),
    });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ success: false, message: FEEDBACK_TEXTS.tooMany });

    const logged: unknown[] = [];
    const r = await handleFeedback(post({ data: { name: 'a', email: '', message: 'b' } }), {
      store: async () => {
        throw new Error('duplicate key value violates unique constraint');
      },
      userIdOf: asMember('u1'),
      log: (_m, e) => logged.push(e),
    });
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ success: false, message: FEEDBACK_TEXTS.failed });
    expect(logged).toHaveLength(1);

    const noGoTrue = await handleFeedback(post({ data: { name: 'a', email: '', message: 'b' } }), {
      store: async () => undefined,
      userIdOf: async () => {
        throw new Error('fetch failed');
      },
      log: (_m, e) => logged.push(e),
    });
    expect(noGoTrue.status).toBe(500);
    expect(logged).toHaveLength(2);
  });
});

describe('submit-feedback on the migrations (the rate is the database’s)', () => {
  let db: SupabaseDb;
  beforeAll(async () => {
    db = await SupabaseDb.create();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it(`stores ${LIMITS.FEEDBACK_MAX_PER_WINDOW} messages of one member an hour, then answers 429; another member is not held back`, async () => {
    const a = await db.createAuthUser('a@example.com', '王小明');
    const b = await db.createAuthUser('b@example.com', '李小華');
    // What index.ts does with the service role; PostgREST hands back the SQLSTATE as `code`.
    const store = async (row: FeedbackRow) => {
      const out = await db.as(
        service,
        `insert into public.feedback (name, email, message, user_id) values ($1, $2, $3, $4)`,
        [row.name, row.email, row.message, row.user_id],
      );
      if (!out.ok) throw { code: out.error.code, message: out.error.message, details: null, hint: null };
    };
    const send = async (uid: string) =>
      (
        await handleFeedback(post({ data: { name: '會員', email: '', message: '你好' } }), {
          store,
          userIdOf: asMember(uid),
        })
      ).status;
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.FEEDBACK_MAX_PER_WINDOW; i++) statuses.push(await send(a));
    expect(statuses).toEqual([...Array(LIMITS.FEEDBACK_MAX_PER_WINDOW).fill(200), 429]);
    expect(await send(b)).toBe(200);
    expect(
      await db.sys(`select user_id, count(*)::int as n from public.feedback group by user_id order by n desc`),
    ).toEqual([
      { user_id: a, n: LIMITS.FEEDBACK_MAX_PER_WINDOW },
      { user_id: b, n: 1 },
    ]);
  });
});
