export const agreementTemplates = {
  title: '合約範本',
  lead: '常用的創業合約範本正在準備中，敬請期待。',
  comingSoonBadge: '即將推出',
  listHeading: '預計提供的範本',
  items: [
    { title: '共同創辦人協議', body: '約定股權分配、角色分工、決策方式與退出機制。' },
    { title: '保密協議', body: '在分享點子與商業資訊之前，保護雙方的機密內容。' },
    { title: '顧問合作協議', body: '明確約定顧問的服務內容、期間與報酬方式。' },
    { title: '股權兌現協議', body: '依時間或里程碑逐步取得股權，讓團隊走得更長久。' },
  ],
  note: '範本僅供參考，簽署前建議諮詢專業律師。',
  suggest: '有想看到的範本嗎？',
  suggestLink: '歡迎告訴我們',
} as const;
