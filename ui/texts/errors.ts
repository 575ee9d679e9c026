import { LIMITS } from '../../core/constants';
import type { ErrorCode } from '../../core/domain';

/**
 * Every domain ErrorCode in words (spec section 8). Use `errorText(e, fallback)` (or, for a
 * form, `inputErrorText`) from ui/texts rather than reading this map directly.
 */
export const errorMessages: Record<ErrorCode, string> = {
  'auth/email-already-in-use': '此電子郵件已註冊，請直接登入。',
  'auth/invalid-credential': '電子郵件或密碼錯誤。',
  'auth/invalid-email': '電子郵件或密碼錯誤。',
  'auth/user-not-found': '此帳號不存在，請確認輸入內容或註冊新帳號。',
  'auth/account-exists-with-different-credential': '此電子郵件已使用其他登入方式註冊。',
  'auth/popup-closed': '登入視窗已關閉。',
  'auth/weak-password': `密碼強度不足，請至少輸入 ${LIMITS.PASSWORD_MIN_LENGTH} 個字元。`,
  'auth/not-signed-in': '請先登入！',
  'auth/user-db-create-failed': '建立使用者資料時發生錯誤。',
  'permission-denied': '權限不足！',
  'not-found': '找不到資料，可能已被刪除。',
  'already-exists': '資料已存在。',
  'invalid-argument': '輸入的內容有誤，請檢查後再試一次。',
  /** The Explore screens explain the index case in their own words (texts/explore.ts). */
  'failed-precondition': '網站設定尚未完成，暫時無法進行這個操作，請聯絡網站管理員。',
  'resource-exhausted': '已達使用次數上限。',
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
