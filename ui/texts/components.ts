/** Texts of the shared component kit (ui/components). */

import { quoted } from '../../core/text/quoted';
export const components = {
  tagInput: {
    add: '新增',
    remove: (tag: string): string => `移除${quoted(tag)}`,
    hint: '輸入後按 Enter 新增',
    empty: '尚未新增任何內容',
    listLabel: (label: string): string => `已新增的${label}`,
    /** A tag longer than TEXT_LIMITS.TAG, refused as it is added. */
    tagTooLong: (max: number): string => `每一項最多 ${max} 個字，請精簡後再新增。`,
    /** A list that already holds TEXT_LIMITS.TAGS tags. */
    tooManyTags: (max: number): string => `最多可以新增 ${max} 項，請先移除用不到的再新增。`,
  },
  avatar: {
    alt: (name: string): string => `${name}的大頭貼`,
  },
  confirm: {
    title: '確定要繼續嗎？',
    confirm: '確定',
    cancel: '取消',
  },
  toast: {
    close: '關閉通知',
    region: '通知訊息',
  },
  loading: {
    label: '載入中…',
  },
} as const;
