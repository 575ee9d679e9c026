/**
 * The row actions every admin list shares (projects, banners, resources, questions): one wording
 * for one thing. Each list's texts spread these in; the names given to screen readers name the row.
 */

import { quoted } from '../../../core/text/quoted';
export const adminRowActions = {
  edit: '編輯',
  editFor: (name: string): string => `編輯：${name}`,
  delete: '刪除',
  deleteFor: (name: string): string => `刪除：${name}`,
};

/** The question before deleting a named row. */
export const confirmDeleteTitle = (name: string): string => `確定要刪除${quoted(name)}嗎？`;
