export const questionnaireResult = {
  title: '評測結果',
  description: '你的創業特質分析與發展建議。',
} as const;
