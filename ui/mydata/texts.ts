import { ACCOUNT_DELETION_WORD } from '../../core/domain';

/** My data (/my-data) and the page after deleting an account (/account-deleted). */
export const myDataTexts = {
  title: '我的資料',
  lead: '你可以下載平臺保存的所有個人資料，或刪除你的帳號。',
  privacyLink: '瞭解我們保存哪些資料',
  downloadHeading: '下載我的資料',
  downloadBody: '下載一份 JSON 檔案，內容包含你的個人檔案、聯絡資料、專案、送出和收到的申請、傳送和收到的訊息、通知、創業評測的作答和結果，以及你提出的檢舉和封鎖的會員。',
  download: '下載我的資料',
  downloading: '正在準備檔案…',
  downloaded: '已下載你的資料。',
  downloadFailed: '無法下載資料，請稍後再試。',
  /** The file's name: cofounder-my-data-2026-11-26.json */
  fileName: (date: string): string => `cofounder-my-data-${date}.json`,
  deleteHeading: '刪除帳號',
  deleteBody: '刪除後無法復原。以下資料會永久刪除：',
  removed: ['帳號，之後無法再用這組電子郵件和密碼登入', '個人檔案和大頭貼', '聯絡資料（電子郵件、電話）', '你發布的專案，以及它收到的申請', '你送出的申請', '通知', '創業評測的作答和結果', '你封鎖的會員，以及其他會員對你的封鎖', '你提出的檢舉，以及關於你的檢舉'],
  keptNote: '你傳給其他會員的訊息會留在對方的對話紀錄裡，寄件人顯示為「已刪除的會員」。',
  confirmLabel: `請輸入「${ACCOUNT_DELETION_WORD}」以確認`,
  confirmHint: '輸入後按下方按鈕，帳號會立即刪除。',
  confirmMismatch: `請輸入「${ACCOUNT_DELETION_WORD}」四個字，才能刪除帳號。`,
  delete: '永久刪除我的帳號',
  deleting: '正在刪除帳號…',
  deleteFailed: '無法刪除帳號，你的資料都還在。請稍後再試。',
  deletedTitle: '你的帳號已刪除',
  deletedBody: '你的個人資料已從共創夥伴刪除，也已登出。謝謝你曾經使用共創夥伴。',
  deletedBack: '回到首頁',
} as const;
