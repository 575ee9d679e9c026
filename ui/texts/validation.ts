import { LIMITS } from '../../core/constants';
import type { ValidationCode } from '../../core/validation/codes';

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
  url_invalid: '請輸入以 http:// 或 https:// 開頭的有效網址。',
  role_not_partner: '請選擇「我是技術專家」或「我是營運/行銷專家」。',
  answers_incomplete: '請回答所有題目後再送出。',
  image_required: '請上傳圖片！',
  number_invalid: '請輸入有效的數字。',
  phone_invalid: '電話號碼格式不正確。',
  too_long: '內容超過字數上限，請精簡後再試。',
  value_invalid: '請從選項中選擇。',
};

/**
 * Field-specific wording for `required`, keyed by the field names core/validation reports.
 * Screen engineers may add fields here.
 */
export const requiredByField: Readonly<Record<string, string>> = {
  name: '請輸入姓名/暱稱。',
  email: '請輸入電子郵件。',
  password: '請輸入密碼。',
  headline: '請輸入一句話介紹。',
  bio: '請輸入自我介紹。',
  role: '請務必選擇創業角色',
  availability: '請選擇投入程度。',
  projectName: '請輸入專案名稱。',
  description: '請輸入專案描述。',
  stage: '請選擇專案階段。',
  message: '請輸入訊息內容。',
  title: '請輸入標題。',
  linkUrl: '請輸入連結網址。',
  officialUrl: '請輸入官方網站網址。',
  imageUrl: '請輸入圖片網址。',
  category: '請輸入分類。',
  district: '請輸入地區。',
  text: '請輸入題目內容。',
  part: '請輸入題目所屬部分。',
  order: '請輸入排序數字。',
  image: '請上傳圖片！',
};
