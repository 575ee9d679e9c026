/** The assessment's result page (spec 2 Questionnaire result, 4 Questionnaire). */
export const resultTexts = {
  documentTitle: '評測結果',
  loading: '正在載入評測結果…',
  eyebrow: '你的創業原型',
  totalScore: '綜合分數',
  /** The score ring's text alternative: "綜合分數 72 分，滿分 100 分". */
  scoreAlt: (score: number): string => `綜合分數 ${score} 分，滿分 100 分`,
  scoreMax: '/ 100',
  /** Under the ring: the composite score is not the four dimensions' average, so no one reads it as wrong. */
  totalScoreNote: '綜合分數衡量整體創業準備度，獨立計分，不是四個面向的平均。',
  analysisHeading: '特質分析',
  adviceHeading: '發展建議',
  dimensionsHeading: '各面向分數',
  dimensionsHint: '每個面向以 0 到 100 分表示，分數最高的面向決定你的創業原型。',
  /** A dimension bar's value text. */
  dimensionValue: (score: number): string => `${score} 分`,
  nextHeading: '下一步',
  nextBody: '帶著你的評測結果，去找能和你互補的創業夥伴吧！',
  findPartners: '探索夥伴',
  backToProfile: '回到個人檔案',
  /** "重新評測（剩 1 次機會）" */
  retake: (left: number): string => `重新評測（剩 ${left} 次機會）`,
  completed: '已完成評測',
  completedHint: '你已經用完所有評測機會，這份是你最新的評測結果。',
  retakeHint: '想看看自己是否有所成長？你還有一次重新評測的機會。',
  missing: '找不到這份評測結果。',
  otherMember: '這份報告與目前登入的會員不符。',
  loadFailed: '無法載入評測結果，請稍後再試。',
  retry: '重試',
  viewOwn: '查看我的評測結果',
} as const;
