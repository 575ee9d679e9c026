/** Explore partners and Explore projects (spec 2, 4 Lists, 8 Explore). Glossary words. */
export const exploreTexts = {
  filters: {
    heading: '篩選條件',
    /** Phone toggle: `篩選條件` with the number of active filters. */
    toggle: '篩選條件',
    activeCount: (n: number): string => (n > 0 ? `已選 ${n} 項` : '未設定'),
    all: '全部',
    clear: '清除所有篩選',
    /** Separator of the collapsed summary (e.g. 我是技術專家、臺北市). */
    summarySeparator: '、',
    /** Phones: the open panel's last button while the results are loading. */
    showResultsLoading: '正在更新結果…',
  },
  results: {
    loadMore: '載入更多',
    loadingMore: '載入中…',
    retry: '重試',
  },
  partners: {
    searchLabel: '篩選夥伴',
    resultsLabel: '夥伴列表',
    role: '創業角色',
    gender: '性別',
    city: '縣市',
    district: '鄉鎮市區',
    districtNeedsCity: '請先選擇縣市',
    loading: '正在尋找夥伴…',
    count: (n: number): string => `目前顯示 ${n} 位夥伴`,
    /** Phones: the open filter panel's last button; `more` when further pages follow. */
    showResults: (n: number, more: boolean): string =>
      n === 0 ? '沒有符合條件的夥伴' : more ? `查看 ${n} 位以上的夥伴` : `查看 ${n} 位夥伴`,
    /** Spec 2: the end text. */
    end: '已顯示所有符合條件的夥伴',
    emptyTitle: '找不到符合條件的夥伴',
    emptyDescription: '試著放寬篩選條件，或清除所有篩選再看看。',
    emptyNoFilters: '目前還沒有其他夥伴加入，晚點再回來看看吧。',
    /** Spec 8: failed-precondition. */
    indexNeeded: '這個篩選組合需要建立新的資料庫索引，請通知網站管理員建立後再試。',
    /** Spec 8: every other error. */
    unknownError: '讀取資料時發生未知錯誤，請稍後再試。',
  },
  memberCard: {
    viewProfile: '查看個人檔案',
    /** Read after 查看個人檔案 by screen readers: which member. */
    viewProfileOf: (name: string): string => `：${name}`,
    role: '創業角色',
    location: '所在縣市',
    noCity: '未提供縣市',
    noHeadline: '尚未填寫一句話介紹',
    skills: '技能',
    noSkills: '尚未填寫技能',
    /** Shown after the first 3 skills when there are more. */
    more: '...',
    moreSkills: (n: number): string => `，還有 ${n} 項技能`,
  },
  projects: {
    searchLabel: '篩選專案',
    resultsLabel: '專案列表',
    partnerType: '夥伴類型',
    stage: '專案階段',
    loading: '正在載入專案…',
    count: (n: number): string => `目前顯示 ${n} 個專案`,
    showResults: (n: number, more: boolean): string =>
      n === 0 ? '沒有符合條件的專案' : more ? `查看 ${n} 個以上的專案` : `查看 ${n} 個專案`,
    end: '已顯示所有符合條件的專案',
    emptyTitle: '找不到符合條件的專案',
    emptyDescription: '試著調整夥伴類型或專案階段，或清除所有篩選再看看。',
    emptyNoFilters: '目前還沒有其他會員發布專案，晚點再回來看看吧。',
    /** Spec 8: Explore projects' alert about a possible index need. */
    indexNeeded: '讀取專案失敗：這個篩選組合可能需要建立新的資料庫索引，請通知網站管理員建立後再試。',
    /** Spec 8: any failure of Explore projects alerts about a possible index need. */
    unknownError:
      '讀取專案失敗，可能是網路不穩，或這個篩選組合需要建立新的資料庫索引。請稍後再試，若一直發生請通知網站管理員。',
  },
  projectCard: {
    stage: '專案階段',
    partnersWanted: '徵求夥伴',
    noPartners: '暫不徵求',
    skillsRequired: '需要的技能',
    noSkills: '尚未列出',
    owner: '發起人',
    unnamedProject: '未命名專案',
    noHeadline: '尚未填寫專案簡介',
    viewDetails: '查看詳情',
    viewDetailsOf: (name: string): string => `：${name}`,
  },
} as const;
