/** Texts of the shared component kit (ui/components). */

import { quoted } from '../../core/text/quoted';
export const components = {
  tagInput: {
    add: '新增',
    remove: (tag: string): string => `移除${quoted(tag)}`,
    hint: '輸入後按 Enter 新增',
    empty: '尚未新增任何內容',
    listLabel: (label: string): string => `已新增的${label}`,
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
