import type { ReportReason, ReportTargetKind } from '../../core/domain';

/** The report form, and what the reporter is told (the buttons' words: ./buttonTexts.ts). */
export const reportTexts = {
  title: {
    member: '檢舉會員',
    project: '檢舉專案',
    message: '檢舉訊息',
  } satisfies Record<ReportTargetKind, string>,
  intro: '你的檢舉只有網站管理員看得到，被檢舉的會員不會知道是誰檢舉的。',
  reasonLegend: '檢舉原因',
  reasons: {
    harassment: '騷擾或不當言論',
    scam: '詐騙或可疑行為',
    impersonation: '假冒身分',
    spam: '垃圾訊息或廣告',
    other: '其他',
  } satisfies Record<ReportReason, string>,
  reasonRequired: '請選擇檢舉原因。',
  detailsLabel: '補充說明（選填）',
  detailsHint: '例如發生了什麼事、在什麼時候，幫助管理員瞭解情況。',
  submit: '送出檢舉',
  sending: '送出中…',
  cancel: '取消',
  sent: '已收到你的檢舉，管理員會盡快處理。',
  alreadyOpen: '你已經檢舉過了，管理員處理前不需要再次檢舉。',
  own: '不能檢舉自己或自己的內容。',
  gone: '找不到要檢舉的內容，可能已被刪除。',
  failed: '無法送出檢舉，請稍後再試。',
  limitReached: (n: number): string =>
    `今天的檢舉次數已達上限（${n} 則），請明天再試。如有緊急狀況，請透過「聯絡我們」告訴我們。`,
} as const;
