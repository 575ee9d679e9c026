export const resources = {
  title: '創業資源',
  description: '整理補助計畫、加速器與共同工作空間等實用資源，幫助你的團隊加速成長。',
} as const;
