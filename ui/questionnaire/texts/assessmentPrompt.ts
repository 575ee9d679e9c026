/** The "not yet completed" prompt to take the founder-potential assessment (spec 4 Questionnaire). */
export const assessmentPromptTexts = {
  title: '你還沒有完成創業評測',
  body: '花幾分鐘回答創業情境題，找出你的創業原型與優勢，也讓其他會員更認識你。',
  start: '開始評測',
} as const;
