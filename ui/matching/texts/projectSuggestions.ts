/**
 * The owner's project page: 適合這個專案的夥伴. Apart from the other matching texts, so the
 * project page's first load carries only these.
 */
export const projectSuggestionTexts = {
  title: '適合這個專案的夥伴',
  lead: '從具備這個專案所需技能的會員中，挑出最適合你的幾位。',
  loading: '正在挑選適合這個專案的夥伴…',
  empty: '目前還沒有具備這些技能的夥伴，晚點再回來看看吧。',
  noSkills: '在專案加上需要的技能，就能看到具備這些技能的夥伴。',
  noSkillsAction: '編輯專案',
  unavailable: '暫時無法顯示推薦的夥伴。',
} as const;
