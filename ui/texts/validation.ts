import { LIMITS } from '../../core/constants';
import { isValidationCode } from '../../core/validation/codes';
import type { ValidationCode } from '../../core/validation/codes';
import { errorMessages } from './errors';

/** Every ValidationCode of core/validation in words (spec section 5). */
export const validationMessages: Record<ValidationCode, string> = {
  required: '此欄位為必填。',
  email_invalid: '電子郵件格式不正確。',
  password_too_short: `密碼至少需要 ${LIMITS.PASSWORD_MIN_LENGTH} 個字元。`,
  profile_name_role_required: '請填寫姓名/暱稱並選擇創業角色！',
  role_required: '請務必選擇創業角色',
  tag_duplicate: '這一項已經加入了！',
  avatar_too_large: '檔案大小超過 1MB 限制！',
  avatar_bad_type: '檔案格式僅支援 JPG 或 PNG！',
  image_unreadable: '無法讀取這張圖片，檔案可能已損毀，請改選其他 JPG 或 PNG 圖片。',
  banner_image_too_large: `圖片大小超過 ${LIMITS.BANNER_IMAGE_MAX_BYTES / (1024 * 1024)}MB 限制！`,
  url_invalid: '請輸入以 https:// 開頭的網址，或本站以 / 開頭的路徑。',
  role_not_partner: '請選擇「我是技術專家」或「我是營運/行銷專家」。',
  answers_incomplete: '請回答所有題目後再送出。',
  image_required: '請上傳圖片！',
  number_invalid: '請輸入有效的數字。',
  phone_invalid: '電話號碼格式不正確。',
  too_long: '內容超過字數上限，請精簡後再試。',
  value_invalid: '請從選項中選擇。',
  options_too_few: `每一題至少需要 ${LIMITS.QUESTION_MIN_OPTIONS} 個選項。`,
  options_too_many: `每一題最多 ${LIMITS.QUESTION_MAX_OPTIONS} 個選項。`,
};

/**
 * The message of one validation code, the same for every field (unknown codes: the generic
 * "check your input" text). A form that words `required` for its own fields uses
 * ./fieldErrorText.ts validationText.
 */
export function validationCodeText(code: string): string {
  return isValidationCode(code) ? validationMessages[code] : errorMessages['invalid-argument'];
}
