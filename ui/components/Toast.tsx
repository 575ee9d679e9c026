import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { texts } from '../texts';

export type ToastTone = 'success' | 'info' | 'error';

interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

export interface ToastApi {
  success: (message: string) => void;
  info: (message: string) => void;
  /** For errors that must outlive the page that caused them (e.g. before a redirect). */
  error: (message: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const DURATION: Record<ToastTone, number> = { success: 6000, info: 6000, error: 10000 };

/*
 * Phones: just under the header, not at the bottom, where the on-screen keyboard pushes notices
 * over the field being typed in. Wider screens: the top right corner.
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

const Item = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Icon = styled.span<{ $tone: ToastTone }>`
  flex: none;
  margin-top: 10px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.primary)};
`;

const Message = styled.p`
  flex: 1;
  padding-top: 8px;
`;

const Close = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
`;

const ICON: Record<ToastTone, string> = { success: '✓', info: 'i', error: '!' };

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(item.id), DURATION[item.tone]);
    return () => clearTimeout(timer);
  }, [item.id, item.tone, onClose]);
  return (
    <Item $tone={item.tone} role={item.tone === 'error' ? 'alert' : 'status'}>
      <Icon $tone={item.tone} aria-hidden="true">
        {ICON[item.tone]}
      </Icon>
      <Message>{item.message}</Message>
      <Close type="button" aria-label={texts.components.toast.close} onClick={() => onClose(item.id)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}

/**
 * App-wide notices that survive navigation (mounted by ui/app/App.tsx). Success and info items
 * are role=status inside an always-present polite live region; error items are role=alert
 * (announced when inserted).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
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
          {items
            .filter((t) => t.tone !== 'error')
            .map((t) => (
              <ToastView key={t.id} item={t} onClose={remove} />
            ))}
        </Region>
        <Region>
          {items
            .filter((t) => t.tone === 'error')
            .map((t) => (
              <ToastView key={t.id} item={t} onClose={remove} />
            ))}
        </Region>
      </Stack>
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.success('個人檔案已更新！')` */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider> (ui/app/App.tsx)');
  return api;
}
