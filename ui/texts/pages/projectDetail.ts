export const projectDetail = {
  title: '專案詳情',
  description: '查看專案內容與團隊需求，並申請加入。',
} as const;
