import type { ReportTargetKind } from '../../core/domain';

/** The report buttons' words: apart from ./texts so the pages with a button carry only these. */
export const reportButtonTexts = {
  /** The button beside the reported thing, by what it reports. */
  open: {
    member: '檢舉這位會員',
    project: '檢舉這個專案',
    message: '檢舉這則訊息',
  } satisfies Record<ReportTargetKind, string>,
  /** The message's button is small; screen readers hear which message. */
  messageButton: '檢舉',
  messageButtonLabel: (excerpt: string): string => `檢舉訊息「${excerpt}」`,
  loadFailed: '無法開啟檢舉表單，請稍後再試。',
} as const;
