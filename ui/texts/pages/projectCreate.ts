export const projectCreate = {
  title: '發布專案',
  description: '分享你的創業點子與需要的夥伴，或建立你的專業技能檔案。',
} as const;
