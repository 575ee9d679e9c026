/** The admin area's texts for reports (/admin/reports): its own file, so only that page's chunk carries them. */
import type { ReportReason, ReportStatus, ReportTargetKind } from '../../../core/domain';
import { quoted } from '../../../core/text/quoted';

export const adminReportsTexts = {
  title: '檢舉處理',
  description: '查看會員提出的檢舉與被檢舉的內容，並決定駁回或隱藏專案。',
  tabsLabel: '檢舉狀態',
  tabs: {
    open: '待處理',
    dismissed: '已駁回',
    project_hidden: '已隱藏專案',
  } satisfies Record<ReportStatus, string>,
  loading: '正在載入檢舉…',
  loadFailed: '無法載入檢舉，請稍後再試。',
  empty: {
    open: '目前沒有待處理的檢舉。',
    dismissed: '還沒有駁回的檢舉。',
    project_hidden: '還沒有因檢舉而隱藏的專案。',
  } satisfies Record<ReportStatus, string>,
  pagerLabel: '檢舉列表分頁',
  listLabel: (status: string): string => `${status}的檢舉`,
  kind: {
    member: '會員',
    project: '專案',
    message: '訊息',
  } satisfies Record<ReportTargetKind, string>,
  reasons: {
    harassment: '騷擾或不當言論',
    scam: '詐騙或可疑行為',
    impersonation: '假冒身分',
    spam: '垃圾訊息或廣告',
    other: '其他',
  } satisfies Record<ReportReason, string>,
  cardTitle: (kind: string, reason: string): string => `${kind}．${reason}`,
  reportedContent: '被檢舉的內容',
  details: '檢舉人補充',
  noDetails: '（沒有補充說明）',
  reporter: '檢舉人',
  reportedOn: '檢舉日期',
  resolvedOn: '處理日期',
  viewMember: '查看會員',
  viewProject: '查看專案',
  viewSender: '查看傳送者',
  dismiss: '駁回',
  hideProject: '隱藏專案',
  confirmHide: {
    title: (name: string): string => `隱藏${quoted(name)}？`,
    message: '隱藏後，除了發起人和管理員，其他會員都看不到這個專案，發起人會在專案頁看到已被隱藏的說明。',
    confirm: '隱藏專案',
  },
  dismissed: '已駁回這則檢舉。',
  hidden: (name: string): string => `已隱藏${quoted(name)}。`,
  alreadyResolved: '這則檢舉已經處理過了，列表已更新。',
  failed: '無法處理這則檢舉，請稍後再試。',
} as const;
