export const explorePartners = {
  title: '探索夥伴',
  description: '依創業角色、性別與地區篩選，找到能與你互補的創業夥伴。',
} as const;
