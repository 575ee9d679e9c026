export const projectEdit = {
  title: '編輯專案',
  description: '更新專案內容與需要的夥伴。',
} as const;
