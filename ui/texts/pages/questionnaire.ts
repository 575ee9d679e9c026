export const questionnaire = {
  title: '創業評測',
  description: '回答幾個問題，認識你的創業特質與潛力。',
} as const;
