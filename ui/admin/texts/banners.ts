import { adminRowActions, confirmDeleteTitle } from './rowActions';
import { LIMITS } from '../../../core/constants';
import { quoted } from '../../../core/text/quoted';

/** The admin area's texts for banners (/admin/banners): its own file, so only that page's chunk carries them. */
export const adminBannersTexts = {
  title: '橫幅管理',
  description: '管理首頁輪播的橫幅，依排序由小到大顯示。',
  add: '新增橫幅',
  caption: '橫幅列表',
  loading: '正在載入橫幅…',
  loadFailed: '無法載入橫幅，請稍後再試。',
  empty: '目前沒有橫幅，首頁不會顯示輪播。',
  columns: {
    image: '圖片',
    title: '標題',
    link: '連結',
    order: '排序',
  },
  thumbAlt: (title: string): string => `${title}的橫幅圖片`,
  ...adminRowActions,
  confirmDelete: {
    title: confirmDeleteTitle,
    message: '刪除後，首頁輪播將不再顯示這張橫幅，且無法復原。',
    confirm: '刪除橫幅',
  },
  created: '已新增橫幅，首頁輪播已更新。',
  updated: '已更新橫幅，首頁輪播已更新。',
  deleted: (title: string): string => `已刪除${quoted(title)}。`,
  form: {
    createTitle: '新增橫幅',
    editTitle: '編輯橫幅',
    image: '橫幅圖片',
    chooseImage: '選擇圖片',
    changeImage: '更換圖片',
    imageHint: `JPG 或 PNG，建議尺寸 ${LIMITS.BANNER_SUGGESTED_PX.width} × ${LIMITS.BANNER_SUGGESTED_PX.height} 像素，檔案大小 ${LIMITS.BANNER_IMAGE_MAX_BYTES / (1024 * 1024)}MB 以內。`,
    noImage: '尚未選擇圖片',
    selectedFile: (name: string): string => `已選擇：${name}`,
    previewAlt: '橫幅圖片預覽',
    title: '標題',
    titlePlaceholder: '例如：加入新創社群',
    linkUrl: '連結網址',
    linkUrlPlaceholder: 'https://',
    linkUrlHint: '點選橫幅時，會在新分頁開啟這個網址。',
    order: '排序',
    orderHint: `數字越小越前面，預設為 ${LIMITS.BANNER_DEFAULT_ORDER}。`,
    required: {
      title: '請輸入標題。',
      linkUrl: '請輸入連結網址。',
      order: '請輸入排序數字。',
    },
    uploading: '正在上傳圖片…',
    save: '儲存',
    cancel: '取消',
  },
} as const;
