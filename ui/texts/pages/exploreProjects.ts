export const exploreProjects = {
  title: '探索專案',
  description: '瀏覽其他會員發布的專案，找到你想加入的團隊。',
} as const;
