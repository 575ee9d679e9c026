/** Leaving a form with edits not yet saved (取消, a link, Back): one question in every form. */
export const discardEdits = {
  title: '放棄尚未儲存的變更？',
  message: '你修改的內容還沒有儲存，離開編輯後將不會保留。',
  confirm: '放棄變更',
  cancel: '繼續編輯',
} as const;
