/** The admin area's texts for members (/admin/users): its own file, so only that page's chunk carries them. */

import { quoted } from '../../../core/text/quoted';
export const adminUsersTexts = {
  title: '會員管理',
  description: '搜尋會員、設定或移除管理員權限。',
  searchLabel: '搜尋會員名稱',
  searchPlaceholder: '輸入名稱開頭，例如：林',
  caption: '會員列表',
  loading: '正在載入會員…',
  loadFailed: '無法載入會員，請稍後再試。',
  empty: '目前還沒有會員。',
  emptySearch: (query: string): string => `找不到名稱以${quoted(query)}開頭的會員。`,
  columns: {
    member: '會員',
    role: '創業角色',
    city: '所在縣市',
    joined: '加入日期',
    admin: '權限',
  },
  cityNone: '未填寫',
  isAdmin: '管理員',
  notAdmin: '一般會員',
  you: '你',
  viewProfile: (name: string): string => `查看${name}的個人檔案`,
  grant: '設為管理員',
  revoke: '移除管理員',
  grantFor: (name: string): string => `設為管理員：${name}`,
  revokeFor: (name: string): string => `移除管理員：${name}`,
  selfRevokeHint: '無法移除自己的管理員權限。',
  suspend: '停權',
  suspendFor: (name: string): string => `停權：${name}`,
  /** The spec's suspend button does nothing: it says so. */
  suspendUnavailable: '停權功能尚未開放。',
  suspendHint: '此功能尚未開放',
  confirmGrant: {
    title: (name: string): string => `要將${quoted(name)}設為管理員嗎？`,
    message: '管理員可以進入管理後台，管理會員、專案、資源、橫幅與問卷。',
    confirm: '設為管理員',
  },
  confirmRevoke: {
    title: (name: string): string => `要移除${quoted(name)}的管理員權限嗎？`,
    message: '移除後，對方將無法再進入管理後台。',
    confirm: '移除管理員',
  },
  granted: (name: string): string => `已將${name}設為管理員。`,
  revoked: (name: string): string => `已移除${name}的管理員權限。`,
  pagerLabel: '會員列表分頁',
} as const;
