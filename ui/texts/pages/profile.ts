export const profile = {
  title: '個人檔案',
  description: '會員的創業角色、技能與經歷。',
} as const;
