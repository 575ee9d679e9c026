import type { ErrorCode } from '../../core/domain';

/** The codes only signing in or registering produce (spec 8 Auth): ./signInErrors.ts words them. */
export type SignInErrorCode = Extract<
  ErrorCode,
  | 'auth/email-already-in-use'
  | 'auth/invalid-credential'
  | 'auth/invalid-email'
  | 'auth/user-not-found'
  | 'auth/account-exists-with-different-credential'
  | 'auth/popup-closed'
  | 'auth/weak-password'
  | 'auth/user-db-create-failed'
  | 'auth/email-not-confirmed'
>;

/**
 * Every domain ErrorCode in words (spec section 8), but those only signing in can produce
 * (./signInErrors.ts). Use `errorText(e, fallback)` (or, for a form, `inputErrorText`) from
 * ui/texts rather than reading this map directly.
 */
export const errorMessages: Record<Exclude<ErrorCode, SignInErrorCode>, string> = {
  'auth/not-signed-in': '請先登入！',
  'permission-denied': '權限不足！',
  'not-found': '找不到資料，可能已被刪除。',
  'already-exists': '資料已存在。',
  'invalid-argument': '輸入的內容有誤，請檢查後再試一次。',
  /** The Explore screens explain the index case in their own words (texts/explore.ts). */
  'failed-precondition': '網站設定尚未完成，暫時無法進行這個操作，請聯絡網站管理員。',
  'resource-exhausted': '已達使用次數上限。',
  'storage-full': '瀏覽器的儲存空間已滿，這次的變更沒有儲存。',
  unavailable: '目前無法連線，請檢查網路後再試一次。',
  'deadline-exceeded': '等候時間過長，請稍後再試。',
  unknown: '操作失敗，請稍後再試。',
};

/**
 * Codes that carry no specific meaning of their own: where the caller gives a context
 * fallback (e.g. 更新失敗，請稍後再試。), it is shown instead of the generic text.
 */
export const GENERIC_ERROR_CODES: readonly ErrorCode[] = [
  'unknown',
  'unavailable',
  'deadline-exceeded',
  'invalid-argument',
];
