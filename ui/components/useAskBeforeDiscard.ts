import { useConfirm } from './ConfirmProvider';
import { DISCARD_EDITS_QUESTION } from './discardEditsQuestion';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * For a form whose typed values something on the page can replace or close (a dialog's Esc, ×
 * and 取消; another row's 編輯): `discardAsking(then)` runs `then` at once when nothing was
 * typed, and after 放棄變更 when something was. Back, a link or a reload ask too (useLeaveGuard).
 */
export function useAskBeforeDiscard(dirty: () => boolean): (then: () => void) => Promise<void> {
  const confirm = useConfirm();
  useLeaveGuard(dirty);
  return async (then) => {
    if (dirty() && !(await confirm(DISCARD_EDITS_QUESTION))) return;
    then();
  };
}
