import { adminNavTexts } from './nav';

/**
 * The admin area (/admin/*, spec 2 Admin, 5, 6, 8 Admin, 9): what its pages share. Each page's
 * own texts are beside this file (./dashboard, ./users, ./projects, ./resources, ./banners,
 * ./questionnaire).
 */
export const adminTexts = {
  /** The sidebar's words (also read by the layout, so they live in ./nav). */
  nav: adminNavTexts.nav,

  /** Spec 8 Admin: alerts for permission update, deletion and save failures. */
  failures: {
    permission: '權限更新失敗，請稍後再試。',
    delete: '刪除失敗，請稍後再試。',
    save: '儲存失敗，請稍後再試。',
    load: '無法載入資料，請稍後再試。',
    upload: '圖片上傳失敗，請稍後再試。',
  },

  table: {
    actions: '操作',
    previous: '上一頁',
    next: '下一頁',
    page: (page: number): string => `第 ${page} 頁`,
    /** Shown when the page after a full one turned out empty. */
    noMore: '已經是最後一頁了。',
    searchHint: '依名稱開頭搜尋，不分英文大小寫。',
  },
} as const;
