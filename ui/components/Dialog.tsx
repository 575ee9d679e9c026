import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';
import { texts } from '../texts';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};

  ${({ theme }) => theme.media.tablet} {
    align-items: center;
  }
`;

const Panel = styled.div<{ $width: 'sm' | 'md' | 'lg' }>`
  width: 100%;
  max-width: ${({ $width }) => ($width === 'sm' ? '440px' : $width === 'lg' ? '800px' : '600px')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  margin: -8px -8px 0 0;
  border: none;
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 24px;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Esc, the close button and a click on the backdrop call it. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Receives focus on open; default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  width?: 'sm' | 'md' | 'lg';
  /** Hide the × button (e.g. confirmations, which have 取消). */
  hideCloseButton?: boolean;
}

/**
 * Accessible modal: role=dialog + aria-modal, labelled by its title, focus kept inside (Tab
 * cycles), Esc closes, focus returns to what opened it, page scroll locked while open.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  initialFocusRef,
  width = 'md',
  hideCloseButton = false,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target = initialFocusRef?.current ?? panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    target?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    if (!panel) return;
    const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) {
      event.preventDefault();
      panel.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width={width}
      >
        <TitleRow>
          <Title id={titleId}>{title}</Title>
          {hideCloseButton ? null : (
            <CloseButton type="button" aria-label={texts.common.close} onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </TitleRow>
        <div id={bodyId}>{children}</div>
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
