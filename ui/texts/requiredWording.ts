/**
 * Field-specific wording for `required` on the member forms, keyed by the field names
 * core/validation reports (the admin forms word theirs in their own texts). Apart from
 * ./validation.ts so only the screens that use it carry it.
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
