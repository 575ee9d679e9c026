/** The editor: /project/editor and /project/edit/{id} (spec 2 Editor, 5 Project form / Skills profile form, 8 Project). */
import { components } from '../texts/components';
export const editorTexts = {
  createTitle: '發布專案',
  createLead: '分享你的創業點子與需要的夥伴，或建立你的專業技能檔案，讓合適的人找到你。',
  editOwnTitle: '編輯專案',
  editOwnLead: '你已經發布過專案，可以在這裡更新內容。',
  editTitle: '編輯專案',
  loading: '正在載入專案…',
  loadFailed: '無法載入專案，請稍後再試。',

  chooser: {
    legend: '你想從哪裡開始？',
    /** Glossary: editor chooser. */
    idea: '我有創業點子',
    ideaDescription: '發布專案，說明你的點子、進度與需要的夥伴。',
    skills: '我有專業技能',
    skillsDescription: '建立專業技能檔案，讓創業者看見你的專長並主動聯繫。',
  },

  fixErrors: '請修正標示的欄位後再送出。',

  projectForm: {
    heading: '專案內容',
    projectName: '專案名稱',
    projectNamePlaceholder: '例如：照護橋',
    headline: '一句話介紹',
    headlinePlaceholder: '例如：讓長照家庭三天內找到合適的照服員',
    description: '專案描述',
    descriptionHint: '說明要解決的問題、目前的進度，以及接下來的規劃。',
    stage: '專案階段',
    partnersWanted: '徵求夥伴',
    partnersWantedHint: '可複選；都不勾選表示目前暫不徵求夥伴。',
    skillsRequired: '需要的技能',
    skillsRequiredPlaceholder: '例如：React',
    submitCreate: '發布專案',
    submitUpdate: '儲存',
    /** Spec 8: publish success. */
    published: '專案發布成功！',
    updated: '專案已更新！',
    /** Spec 8: publish failure. */
    publishFailed: '發布失敗，請稍後再試。',
    /** A project was published (in another tab) while this new-project form was open. */
    publishedMeanwhile:
      '你已經發布了專案（可能是在其他分頁）。這裡寫的內容沒有送出，還留在表單裡；請複製需要的部分，到「編輯專案」修改你的專案。',
    updateFailed: '更新失敗，請稍後再試。',
    cancel: '取消',
  },

  skillsForm: {
    heading: '專業技能檔案',
    lead: '填寫你的專長與可投入的程度，創業者就能在探索夥伴找到你。',
    headline: '一句話介紹',
    headlinePlaceholder: '例如：五年經驗的全端工程師',
    skills: '技能專長',
    skillsPlaceholder: '例如：React',
    skillsHint: `${components.tagInput.hint}；這裡的技能專長會同步更新到你的個人檔案。`,
    role: '創業角色',
    roleRequired: '請選擇你的創業角色。',
    availability: '投入程度',
    availabilityRequired: '請選擇投入程度。',
    bio: '自我介紹',
    bioHint: '介紹你的專長與經歷，以及想加入什麼樣的團隊。',
    submit: '儲存專業技能檔案',
    saved: '專業技能檔案已儲存！',
    saveFailed: '儲存失敗，請稍後再試。',
  },

  forbidden: {
    title: '權限不足',
    message: '只有專案發起人或管理員可以編輯這個專案。',
    back: '返回專案頁面',
  },
} as const;
