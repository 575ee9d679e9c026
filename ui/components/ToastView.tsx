import { useEffect } from 'react';
import { styled } from 'styled-components';
import { texts } from '../texts';

export type ToastTone = 'success' | 'info' | 'error';

/** One notice of the stack (ui/components/Toast.tsx). */
export interface ToastEntry {
  id: number;
  tone: ToastTone;
  message: string;
}

const DURATION: Record<ToastTone, number> = { success: 6000, info: 6000, error: 10000 };

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

/**
 * A notice with its icon and close button; it closes itself after its tone's time. Its own chunk:
 * no screen shows a notice as it opens (ui/components/Toast.tsx fetches it ahead).
 */
export default function ToastView({ item, onClose }: { item: ToastEntry; onClose: (id: number) => void }) {
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
