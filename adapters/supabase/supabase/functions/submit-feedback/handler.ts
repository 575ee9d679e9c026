/**
 * submit-feedback: validates name and message (email optional), stores the feedback, answers
 * { success, message }. Pure (no Deno globals) so Node tests can run it; index.ts serves it.
 * The rules are spec section 5 (core/validation/feedback.ts): name and message required, email
 * optional and email-shaped when given, name at most 50 and message at most 5000 characters.
 * Accepts the callable shape { data: { name, email, message } } and a bare object.
 */

export interface FeedbackRow {
  name: string;
  email: string;
  message: string;
  user_id: string | null;
}

export interface FeedbackDeps {
  store(row: FeedbackRow): Promise<void>;
  /** The signed-in member behind the request's bearer token, if any. */
  userIdOf?(request: Request): Promise<string | null>;
  log?(message: string, error: unknown): void;
}

export const FEEDBACK_TEXTS = {
  success: '已收到你的意見，我們會盡快回覆！',
  required: '請填寫姓名與訊息內容。',
  email: 'Email 格式不正確。',
  nameTooLong: '姓名太長了，請縮短後再送出。',
  messageTooLong: '訊息太長了，請縮短後再送出。',
  badRequest: '送出的內容有誤，請檢查後再試一次。',
  failed: '無法送出，請稍後再試。',
} as const;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
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
  if (input.email !== '' && (input.email.length > 254 || !EMAIL_RE.test(input.email))) return FEEDBACK_TEXTS.email;
  if (length(input.name) > 50) return FEEDBACK_TEXTS.nameTooLong;
  if (length(input.message) > 5000) return FEEDBACK_TEXTS.messageTooLong;
  return null;
}

export async function handleFeedback(request: Request, deps: FeedbackDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  if (request.method !== 'POST') return answer(405, false, FEEDBACK_TEXTS.badRequest);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer(400, false, FEEDBACK_TEXTS.badRequest);
  }
  const raw = (body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body) as Record<
    string,
    unknown
  > | null;
  if (!raw || typeof raw !== 'object') return answer(400, false, FEEDBACK_TEXTS.badRequest);
  const input = { name: text(raw.name), email: text(raw.email), message: text(raw.message) };
  const refusal = feedbackRefusal(input);
  if (refusal) return answer(400, false, refusal);
  try {
    const userId = deps.userIdOf ? await deps.userIdOf(request).catch(() => null) : null;
    await deps.store({ ...input, user_id: userId });
  } catch (e) {
    deps.log?.('storing feedback failed', e);
    return answer(500, false, FEEDBACK_TEXTS.failed);
  }
  return answer(200, true, FEEDBACK_TEXTS.success);
}
