import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import type { GuardedHistory } from './guardedHistory';
import { useConfirm } from './ConfirmProvider';
import { DISCARD_EDITS_QUESTION } from './discardEditsQuestion';

/**
 * While `hasUnsavedEdits()` is true, every way of leaving the page asks first: a link or Back
 * asks with the app's dialog (放棄尚未儲存的變更？, as 取消 does), a reload or closing the tab
 * with the browser's own prompt. A save makes the form clean before it moves on, so it never
 * asks; the function is read at the moment of leaving, not at the last render. Once the member
 * chooses 放棄變更, `discard` drops what they gave up (a kept draft) and nothing asks again while
 * the page goes.
 */
export function useLeaveGuard(hasUnsavedEdits: () => boolean, discard?: () => void): void {
  const confirm = useConfirm();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const unsaved = useRef(hasUnsavedEdits);
  const onDiscard = useRef(discard);
  useEffect(() => {
    unsaved.current = hasUnsavedEdits;
    onDiscard.current = discard;
  });

  useEffect(() => {
    let discarded = false;
    const afterAnswer = (leave: boolean) => {
      if (leave) {
        discarded = true;
        onDiscard.current?.();
      }
      return leave;
    };
    // Nothing to lose: the navigation goes at once (never a question, never a pause).
    const stop = (navigator as Partial<GuardedHistory>).guard?.(
      () => discarded || !unsaved.current() || confirm(DISCARD_EDITS_QUESTION).then(afterAnswer),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (discarded || !unsaved.current()) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      stop?.();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigator, confirm]);
}
