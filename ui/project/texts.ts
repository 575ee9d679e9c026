/** Project detail (spec 2 Project detail, 4 Application, 8 Project / Apply). */
export const projectTexts = {
  loading: '正在載入專案…',
  /** Spec 8: missing project. */
  missing: '專案不存在或已被刪除。',
  missingHint: '到探索專案看看其他正在尋找夥伴的專案吧。',
  toExplore: '前往探索專案',
  loadFailed: '無法載入專案，請稍後再試。',
  /** A project an admin hid after a report: what its owner (and an admin) reads on its page. */
  hidden: {
    owner: '這個專案已被網站管理員隱藏，其他會員目前看不到它。如有疑問，請透過「聯絡我們」與我們聯繫。',
    admin: '這個專案已被網站管理員隱藏，只有專案發起人和管理員看得到。',
  },
  publishedOn: (date: string): string => `發布於 ${date}`,
  stageLabel: '專案階段',
  aboutHeading: '專案介紹',
  teamNeedsHeading: '團隊需求',
  partnersWanted: '徵求夥伴',
  partnersWantedNone: '目前暫不徵求夥伴',
  skillsRequired: '需要的技能',
  skillsRequiredNone: '尚未列出需要的技能',

  owner: {
    heading: '專案發起人',
    viewProfile: '查看個人檔案',
    sendMessage: '傳送訊息',
  },

  action: {
    heading: '加入這個專案',
    /** Glossary: I want to join. */
    join: '我想加入',
    joinHint: '送出申請後，專案發起人會收到通知，並決定是否接受。',
    /** Spec 8: apply success. */
    applied: '申請已送出！',
    /** Spec 8: apply failure. */
    applyFailed: '申請失敗，請稍後再試。',
    /** Refused for good (a block either way): nothing to retry, and nothing said of who blocked whom. */
    applyRefused: '無法申請加入這個專案。',
    /** Spec 8: apply while signed out. */
    notSignedIn: '請先登入！',
    /** A second application to the same project is refused. */
    alreadyApplied: '你已經申請過這個專案了。',
    ownProject: '這是你的專案',
    ownProjectHint: '其他會員申請加入時，你會收到通知，並可在申請名單中接受或婉拒。',
    editProject: '編輯專案',
    youApplied: '你已申請此專案',
    status: (label: string): string => `申請狀態：${label}`,
    statusHint: {
      pending: '專案發起人還沒有回覆，請耐心等候。',
      accepted: '專案發起人已接受你的申請，傳送訊息討論下一步吧！',
      rejected: '這次沒有合作的機會，也歡迎看看其他專案。',
    },
    adminEdit: '以管理員身分編輯',
    blockedHeading: '你已封鎖這位會員',
    blockedHint: '解除封鎖後，才能申請加入這個專案或傳送訊息給對方。',
    toBlockList: '前往封鎖名單',
  },

  applications: {
    heading: '申請名單',
    pendingCount: (count: number): string => `${count} 位待審核`,
    empty: '目前還沒有人申請加入。',
    loading: '正在載入申請名單…',
    loadFailed: '無法載入申請名單，請稍後再試。',
    appliedOn: (date: string): string => `申請於 ${date}`,
    accept: '接受',
    reject: '婉拒',
    acceptLabel: (name: string): string => `接受${name}的申請`,
    rejectLabel: (name: string): string => `婉拒${name}的申請`,
    message: '傳送訊息',
    messageLabel: (name: string): string => `傳送訊息給${name}`,
    confirmAcceptTitle: '確定要接受這份申請嗎？',
    confirmRejectTitle: '確定要婉拒這份申請嗎？',
    confirmMessage: (name: string): string => `${name}會收到通知，決定之後就無法更改。`,
    accepted: (name: string): string => `已接受${name}的申請。`,
    rejected: (name: string): string => `已婉拒${name}的申請。`,
    /** Spec 8: status update failure. */
    decideFailed: '更新申請狀態失敗，請稍後再試。',
  },
} as const;
