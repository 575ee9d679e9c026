import { LIMITS } from '../../core/constants';

/** The Auth page (spec 2 Auth page, 5 Auth, 8 Auth / Password reset / Register). */
export const authTexts = {
  documentTitle: '登入 / 註冊',
  tabsLabel: '登入或註冊',
  loginTab: '登入',
  registerTab: '註冊',
  loginSubmit: '登入',
  /** Registering with an email already registered: one tap to the 登入 tab, what was typed kept. */
  signInInstead: '改為登入',
  registerSubmit: '註冊',
  loginHeading: '歡迎回來',
  loginLead: '登入後即可探索夥伴、瀏覽專案，並與其他創業者交流。',
  /** Shown when a member page sent the visitor here; sign-in returns them to it. */
  signInToContinue: '這個頁面需要登入才能查看。登入後會帶你回到剛才的頁面。',
  registerHeading: '建立你的帳號',
  registerLead: '只要一分鐘，就能開始尋找你的創業夥伴。',
  name: '姓名/暱稱',
  namePlaceholder: '例如：王小明',
  email: '電子郵件',
  emailPlaceholder: 'name@example.com',
  password: '密碼',
  /** Under the register button: 註冊即表示你已閱讀[隱私權政策]… */
  privacyBefore: '註冊即表示你已閱讀',
  privacyLink: '隱私權政策',
  privacyAfter: '，瞭解我們保存哪些資料、為什麼保存、保存多久。',
  passwordHint: `至少 ${LIMITS.PASSWORD_MIN_LENGTH} 個字元`,
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  forgotPassword: '忘記密碼？',
  /** Spec 5: forgot password with an empty Email field. */
  resetNeedsEmail: '請先在電子郵件欄位輸入你的電子郵件。',
  /** Spec 8: password reset with a malformed email. */
  resetInvalidEmail: '電子郵件格式不正確。',
  /** Spec 8: every other outcome of a reset shows this. */
  resetSent: (email: string): string => `重設密碼的信件已寄到 ${email}，請前往信箱查看。`,
  /** /reset-password: where a reset link (Supabase) brings the member to choose a new password. */
  newPasswordTitle: '設定新密碼',
  newPasswordLead: '請輸入新的密碼，之後就用它登入。',
  newPassword: '新密碼',
  newPasswordSubmit: '儲存新密碼',
  newPasswordSaved: '已更新密碼，之後請用新密碼登入。',
  resetLinkInvalidTitle: '這個連結已經失效',
  resetLinkInvalidBody: '重設密碼的連結只能使用一次，而且過一段時間就會失效。請回到登入頁面，再按一次「忘記密碼？」。',
  backToSignIn: '回到登入頁面',
  /** Spec 8: register success. */
  registerSuccess: '註冊成功！驗證信已寄出，請到信箱完成驗證。接著來完成你的個人檔案吧。',
  /** Register where the backend signs in only after the email is confirmed (Supabase's Confirm email). */
  confirmEmailSent: (email: string): string =>
    `註冊成功！驗證信已寄到 ${email}。請點開信中的連結完成驗證，再回到這裡登入。`,
  orContinueWith: '或使用以下帳號繼續',
  google: '使用 Google 登入',
  facebook: '使用 Facebook 登入',
  googleRegister: '使用 Google 註冊',
  facebookRegister: '使用 Facebook 註冊',
  heroEyebrow: '創業夥伴媒合',
  heroTitle: '讓點子遇見實力',
  heroLead: '有點子卻缺技術？有技術卻在找方向？在共創夥伴，創業者與技術、營運夥伴在這裡相遇，一起把想法做成產品。',
  heroPoints: [
    { title: '找到互補的夥伴', body: '依創業角色、性別與地區篩選，快速找到能補足團隊缺口的人。' },
    { title: '發布你的專案', body: '寫下你的點子與需要的夥伴，讓對的人主動申請加入。' },
    { title: '一對一直接聊', body: '看到合適的人就傳送訊息，從第一次對話開始建立信任。' },
  ],
} as const;
