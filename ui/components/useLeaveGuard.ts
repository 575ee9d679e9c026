import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import type { GuardedHistory } from '../app/guardedHistory';
import { texts } from '../texts';
import { useConfirm } from './ConfirmProvider';

const t = texts.profile;

/**
 * While `hasUnsavedEdits()` is true, every way of leaving the page asks first: a link or Back
 * asks with the app's dialog (放棄尚未儲存的變更？, as 取消 does), a reload or closing the tab
 * with the browser's own prompt. A save makes the form clean before it moves on, so it never
 * asks; the function is read at the moment of leaving, not at the last render.
 */
export function useLeaveGuard(hasUnsavedEdits: () => boolean): void {
  const confirm = useConfirm();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const unsaved = useRef(hasUnsavedEdits);
  useEffect(() => {
    unsaved.current = hasUnsavedEdits;
  });

  useEffect(() => {
    const stop = (navigator as Partial<GuardedHistory>).guard?.(
      () =>
        !unsaved.current() ||
        confirm({
          title: t.discardTitle,
          message: t.discardMessage,
          confirmLabel: t.discardConfirm,
          cancelLabel: t.discardCancel,
          danger: true,
        }),
    );
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved.current()) return;
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
