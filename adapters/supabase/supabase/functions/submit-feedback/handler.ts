/**
 * submit-feedback: validates name and message (email optional), stores the feedback with its
 * sender, answers { success, message }. Pure (no Deno globals) so Node tests can run it;
 * index.ts serves it. The rules are spec section 5 (core/validation/feedback.ts): name and
 * message required, email optional and email-shaped when given, name at most 50 and message at
 * most 5000 characters. Accepts the callable shape { data: { name, email, message } } and a bare
 * object.
 *
 * Only a signed-in member sends feedback (the contact page needs sign-in), so a call whose
 * bearer token names no member is refused. A body longer than any valid feedback is refused
 * before it is read whole. The rate per sender (5 an hour) is the database's: the feedback
 * table's trigger refuses the sixth with CF429, answered here as 429.
 */

export interface FeedbackRow {
  name: string;
  email: string;
  message: string;
  user_id: string;
}

export interface FeedbackDeps {
  store(row: FeedbackRow): Promise<void>;
  /** The signed-in member behind the request's bearer token; null when it names none. */
  userIdOf(request: Request): Promise<string | null>;
  log?(message: string, error: unknown): void;
}

/**
 * core/validation/limits.ts TEXT_LIMITS (FEEDBACK_NAME, EMAIL, FEEDBACK_MESSAGE) and
 * core/constants.ts LIMITS.FEEDBACK_MAX_PER_WINDOW: the edge runtime does not load core/, so
 * the numbers are restated here and a test holds them equal.
 */
export const FEEDBACK_LIMITS = {
  NAME: 50,
  EMAIL: 254,
  MESSAGE: 5000,
  MAX_PER_HOUR: 5,
  /**
   * The longest body valid feedback can need: every allowed character at JSON's longest
   * spelling (a surrogate pair as two \uXXXX escapes, 12 bytes), plus room for the wrapper.
   */
  BODY_BYTES: (50 + 254 + 5000) * 12 + 1024,
} as const;

export const FEEDBACK_TEXTS = {
  success: '已收到你的意見，我們會盡快回覆！',
  required: '請填寫姓名與訊息內容。',
  email: '電子郵件格式不正確。',
  nameTooLong: '姓名太長了，請縮短後再送出。',
  messageTooLong: '訊息太長了，請縮短後再送出。',
  tooLarge: '送出的內容太長了，請縮短後再送出。',
  badRequest: '送出的內容有誤，請檢查後再試一次。',
  signInRequired: '請先登入再送出。',
  tooMany: `每小時最多可以送出 ${FEEDBACK_LIMITS.MAX_PER_HOUR} 則訊息，請稍後再試。`,
  failed: '無法送出，請稍後再試。',
} as const;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

// core/validation/text.ts trimText, restated: this function is deployed on its own.
const EDGES =
  /^[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFFA0]+|[\s\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u2800\u3164\uFFA0]+$/gu;

function text(v: unknown): string {
  return typeof v === 'string' ? v.replace(EDGES, '') : '';
}

function length(s: string): number {
  return [...s].length;
}

function answer(status: number, success: boolean, message: string): Response {
  return new Response(JSON.stringify({ success, message }), {
    status,
    headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The refusal message for the input, or null when it is valid. */
export function feedbackRefusal(input: { name: string; email: string; message: string }): string | null {
  if (input.name === '' || input.message === '') return FEEDBACK_TEXTS.required;
  if (input.email !== '' && (input.email.length > FEEDBACK_LIMITS.EMAIL || !EMAIL_RE.test(input.email)))
    return FEEDBACK_TEXTS.email;
  if (length(input.name) > FEEDBACK_LIMITS.NAME) return FEEDBACK_TEXTS.nameTooLong;
  if (length(input.message) > FEEDBACK_LIMITS.MESSAGE) return FEEDBACK_TEXTS.messageTooLong;
  return null;
}

/** The body as text, or null when it is longer than `max` bytes (declared or streamed). */
async function boundedText(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    bytes.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The SQLSTATE of a PostgREST error (`{ code, message, details, hint }`), if any. */
function sqlState(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.toUpperCase() : '';
}

export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return answer(405, false, FEEDBACK_TEXTS.badRequest);
  let userId: string | null;
  try {
    userId = await deps.userIdOf(request);
  } catch (e) {
    deps.log?.('checking the sender failed', e);
    return answer(500, false, FEEDBACK_TEXTS.failed);
  }
  if (!userId) return answer(401, false, FEEDBACK_TEXTS.signInRequired);
  const raw = await boundedText(request, FEEDBACK_LIMITS.BODY_BYTES).catch(() => '');
  if (raw === null) return answer(413, false, FEEDBACK_TEXTS.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return answer(400, false, FEEDBACK_TEXTS.badRequest);
  }
  const fields = (
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
  ) as Record<string, unknown> | null;
  if (!fields || typeof fields !== 'object') return answer(400, false, FEEDBACK_TEXTS.badRequest);
  const input = { name: text(fields.name), email: text(fields.email), message: text(fields.message) };
  const refusal = feedbackRefusal(input);
  if (refusal) return answer(400, false, refusal);
  try {
    await deps.store({ ...input, user_id: userId });
  } catch (e) {
    const state = sqlState(e);
    if (state === 'CF429') return answer(429, false, FEEDBACK_TEXTS.tooMany);
    if (state === 'CF401') return answer(401, false, FEEDBACK_TEXTS.signInRequired);
    deps.log?.('storing feedback failed', e);
    return answer(500, false, FEEDBACK_TEXTS.failed);
  }
  return answer(200, true, FEEDBACK_TEXTS.success);
}
