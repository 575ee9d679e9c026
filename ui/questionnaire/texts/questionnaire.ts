/**
 * The founder-potential assessment (spec 2 Questionnaire, 4 Questionnaire, 8 Questionnaire):
 * the questionnaire page with its waiting and error states. The result page's texts live in
 * ./result.ts, the "not yet completed" prompt's in ./assessmentPrompt.ts and the
 * archetypes' in ./archetypes.ts (each screen carries only its own).
 */
export const questionnaireTexts = {
  page: {
    /** document.title of /questionnaire. */
    documentTitle: '創業評測',
    eyebrow: '創業評測',
    questionCount: (n: number): string => `共 ${n} 題`,
    retakeNote: '這是你的重新評測，也是最後一次作答機會：送出後會成為你最新的評測結果。',
    currentResult: '查看目前的評測結果',
    draftRestored: '已為你恢復上次還沒送出的答案。',
  },
  eligibility: {
    checking: '正在確認你的評測資格…',
    redirecting: '正在前往你的評測結果…',
    checkFailed: '無法確認你的評測資格，請稍後再試。',
    noResultFoundTitle: '找不到評測結果',
    noResultFound: '你的評測次數已用完，系統找不到你上次的結果紀錄，請透過「聯絡我們」告訴我們，我們會協助你。',
    contactLink: '聯絡我們',
  },
  load: {
    loading: '正在載入評測…',
    noneActive: '目前沒有開放中的評測。',
    noneActiveHint: '新的評測開放時，你就能在這裡作答。',
    failed: (reason: string): string => `無法載入評測：${reason}`,
  },
  form: {
    /** "第 1 部分" */
    part: (n: number): string => `第 ${n} 部分`,
    /** Screen-reader prefix of a question's legend: "第 3 題". */
    questionNumber: (n: number): string => `第 ${n} 題`,
    progressLabel: '作答進度',
    /** "已回答 3 / 24" */
    progress: (answered: number, total: number): string => `已回答 ${answered} / ${total}`,
    remaining: (n: number): string => `還有 ${n} 題未回答`,
    allAnswered: '所有題目都完成了，可以送出評測！',
    jumpToUnanswered: '前往未回答的題目',
    finish: '完成評測',
    submitFailed: '送出失敗，你的答案都還保留著，請稍後再試一次。',
  },
  waiting: {
    title: '正在分析你的結果…',
    hint: '通常只需要幾秒鐘，請不要關閉這個頁面。',
  },
  timeout: {
    title: '分析時間比預期久',
    body: '你的答案已經送出，但結果還沒有產生。結果完成後會自動帶你前往結果頁，你也可以稍後再檢查一次。',
    checkAgain: '再檢查一次',
    checking: '檢查中…',
    stillWaiting: '結果仍在分析中，請稍候片刻再檢查一次。',
    checkFailed: '目前無法確認結果，請稍後再試。',
    /** Watching for the result failed (not a timeout): the answers are in all the same. */
    waitFailed: '暫時無法取得分析結果，但你的答案已經送出，請稍後再檢查一次。',
    backToProfile: '回到個人檔案',
  },
} as const;
