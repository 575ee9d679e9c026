import { LIMITS } from '../../core/constants';
import { isDomainError } from '../../core/domain';
import { errorText } from './errorText';
import { errorMessages, type SignInErrorCode } from './errors';

/**
 * The words of the errors only signing in or registering produce: apart from ./errors.ts, so
 * only the sign-in screen carries them (the rest of the error wording is in most first loads).
 */
export const signInErrorMessages: Record<SignInErrorCode, string> = {
  'auth/email-already-in-use': '此電子郵件已註冊，請直接登入。',
  'auth/invalid-credential': '電子郵件或密碼錯誤。',
  'auth/invalid-email': '電子郵件或密碼錯誤。',
  'auth/user-not-found': '此帳號不存在，請確認輸入內容或註冊新帳號。',
  'auth/account-exists-with-different-credential': '此電子郵件已使用其他登入方式註冊。',
  'auth/popup-closed': '登入視窗已關閉。',
  'auth/weak-password': `密碼強度不足，請至少輸入 ${LIMITS.PASSWORD_MIN_LENGTH} 個字元。`,
  'auth/user-db-create-failed': '建立會員資料時發生錯誤。',
  'auth/email-not-confirmed': '這個電子郵件還沒有完成驗證。請先點開驗證信中的連結，再回來登入。',
};

/**
 * What the sign-in screen says about a failed sign-in or registration (spec 8 Auth): the
 * texts of the errors it lists, a lost connection or a missing session as errorText words them,
 * and 操作失敗，請稍後再試。 for any other (a permission or quota code from the auth provider
 * means nothing to a person signing in).
 */
export function signInErrorText(error: unknown): string {
  const code = isDomainError(error) ? error.code : 'unknown';
  if (code in signInErrorMessages) return signInErrorMessages[code as SignInErrorCode];
  return code.startsWith('auth/') || code === 'unavailable' ? errorText(error) : errorMessages.unknown;
}
