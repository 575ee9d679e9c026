export const home = {
  title: '首頁',
  description: '從這裡開始探索夥伴、瀏覽專案，並掌握最新的創業資源。',
} as const;
