/** The admin area's texts for projects (/admin/projects): its own file, so only that page's chunk carries them. */
import { adminRowActions, confirmDeleteTitle } from './rowActions';
import { quoted } from '../../../core/text/quoted';
export const adminProjectsTexts = {
  title: '專案管理',
  description: '搜尋、編輯與刪除會員發布的專案。',
  searchLabel: '搜尋專案名稱',
  searchPlaceholder: '輸入專案名稱開頭',
  caption: '專案列表',
  loading: '正在載入專案…',
  loadFailed: '無法載入專案，請稍後再試。',
  empty: '目前還沒有專案。',
  emptySearch: (query: string): string => `找不到名稱以${quoted(query)}開頭的專案。`,
  columns: {
    name: '專案名稱',
    owner: '發起人',
    stage: '階段',
    created: '建立日期',
  },
  ...adminRowActions,
  confirmDelete: {
    title: confirmDeleteTitle,
    message: '刪除後將無法復原，發起人需要重新發布才能再次徵求夥伴。',
    confirm: '刪除專案',
  },
  deleted: (name: string): string => `已刪除${quoted(name)}。`,
  pagerLabel: '專案列表分頁',
} as const;
