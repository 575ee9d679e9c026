import { texts } from '../texts';
import type { ConfirmOptions } from './ConfirmProvider';

/** 放棄尚未儲存的變更？: the one question every form asks before what was typed goes. */
export const DISCARD_EDITS_QUESTION: ConfirmOptions = {
  title: texts.discardEdits.title,
  message: texts.discardEdits.message,
  confirmLabel: texts.discardEdits.confirm,
  cancelLabel: texts.discardEdits.cancel,
  danger: true,
};
