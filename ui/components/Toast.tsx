import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { texts } from '../texts';
import { lazyPart } from './lazyPart';
import { PartBoundary } from './PartBoundary';
import type { ToastEntry, ToastTone } from './ToastView';

/**
 * The notice's view loads apart from the app's first load; a screen that may show one (it calls
 * useToast) fetches it ahead once the page is idle, so a notice still appears at once.
 */
const toastView = lazyPart(
  () => import(/* webpackChunkName: "toast" */ './ToastView'),
  (m) => m.default,
);
const ToastView = toastView.Component;
const prefetchToastView = toastView.prefetchWhenIdle;

export type { ToastTone };

export interface ToastApi {
  success: (message: string) => void;
  info: (message: string) => void;
  /** For errors that must outlive the page that caused them (e.g. before a redirect). */
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/*
 * Phones: just under the header, not at the bottom, where the on-screen keyboard pushes notices
 * over the field being typed in; while the header's menu is open (ui/layout/Header.tsx marks the
 * page with data-phone-menu) nobody is typing, and the bottom keeps them off the menu. Wider
 * screens: the top right corner.
 */
const Stack = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline: ${({ theme }) => theme.space.sm};
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xs});
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;

  ${({ theme }) => theme.media.phoneOnly} {
    :root[data-phone-menu] & {
      top: auto;
      bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
    }
  }

  ${({ theme }) => theme.media.tablet} {
    inset-inline: auto ${({ theme }) => theme.space.lg};
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    width: 380px;
  }
`;

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/* The notices in words only, if their view cannot load (a dropped connection). */
const PlainNotice = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-inline-start: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};

  button {
    flex: none;
    margin-inline-start: auto;
    width: 44px;
    height: 44px;
    border: none;
    background: transparent;
    font-size: 20px;
  }
`;

/** One region's notices; if their view cannot load, the same words plainly, each closable. */
function Notices({ items, onClose }: { items: ToastEntry[]; onClose: (id: number) => void }) {
  const plain = items.map((t) => (
    <PlainNotice key={t.id} role={t.tone === 'error' ? 'alert' : 'status'}>
      {t.message}
      <button type="button" aria-label={texts.components.toast.close} onClick={() => onClose(t.id)}>
        ×
      </button>
    </PlainNotice>
  ));
  return (
    <PartBoundary name="the notice view" fallback={plain} resetKey={items[items.length - 1]?.id}>
      {items.map((t) => (
        <ToastView key={t.id} item={t} onClose={onClose} />
      ))}
    </PartBoundary>
  );
}

/**
 * App-wide notices that survive navigation (mounted by ui/app/App.tsx). Success and info items
 * are role=status inside an always-present polite live region; error items are role=alert
 * (announced when inserted).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((tone: ToastTone, message: string) => {
    const id = nextId.current++;
    // A new notice replaces older success and info ones (they told of a step now behind the
    // person, e.g. 註冊成功 once the profile is saved); errors stay until read or timed out.
    setItems((list) =>
      [...list.filter((t) => t.tone === 'error' && t.message !== message), { id, tone, message }].slice(-4),
    );
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (m) => push('success', m),
      info: (m) => push('info', m),
      error: (m) => push('error', m),
    }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Stack aria-label={texts.components.toast.region} role="region">
        <Region aria-live="polite">
          <Notices items={items.filter((t) => t.tone !== 'error')} onClose={remove} />
        </Region>
        <Region>
          <Notices items={items.filter((t) => t.tone === 'error')} onClose={remove} />
        </Region>
      </Stack>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('個人檔案已更新！')` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  useEffect(prefetchToastView, []);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> (ui/app/App.tsx)');
  return api;
}
