import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';
import { texts } from '../texts';
import { lazyPart } from './lazyPart';
import { PartBoundary } from './PartBoundary';

export type { ConfirmOptions };

/**
 * The dialog's code (and the Dialog component under it) loads the first time a question is
 * asked, not with the app's first load; a screen that may ask (it calls useConfirm) fetches it
 * ahead once the page is idle, so the question still appears at once.
 */
const confirmDialog = lazyPart(
  () => import(/* webpackChunkName: "confirm-dialog" */ './ConfirmDialog'),
  (m) => m.default,
);
const ConfirmDialog = confirmDialog.Component;
const prefetchConfirmDialog = confirmDialog.prefetchWhenIdle;

type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/**
 * The question asked all the same when the dialog's code did not download (a dropped
 * connection): the browser's own confirm box, which needs nothing from the network.
 */
function BrowserConfirm({ options, onSettle }: { options: ConfirmOptions; onSettle: (ok: boolean) => void }) {
  useEffect(() => {
    // The browser's box shows text only: a title or message given as markup is left out.
    const words = (node: ReactNode) => (typeof node === 'string' || typeof node === 'number' ? String(node) : '');
    const title = words(options.title) || texts.components.confirm.title;
    onSettle(window.confirm([title, words(options.message)].filter(Boolean).join('\n')));
    // Asked once per question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options]);
  return null;
}

/** Hosts the one confirmation dialog of the app (mounted by ui/app/App.tsx). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { options, resolve };
        });
      }),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <PartBoundary
          name="the confirmation dialog"
          fallback={<BrowserConfirm options={pending.options} onSettle={settle} />}
        >
          <ConfirmDialog open {...pending.options} onConfirm={() => settle(true)} onCancel={() => settle(false)} />
        </PartBoundary>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm({ title: '確定要刪除嗎？', danger: true })) …`
 * Resolves true on confirm, false on cancel / Esc.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  useEffect(prefetchConfirmDialog, []);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider> (ui/app/App.tsx)');
  return confirm;
}
