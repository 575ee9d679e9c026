import { observer } from 'mobx-react-lite';
import { useId, useLayoutEffect, useRef } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { controlStyles } from '../components/controlStyles';
import { LimitCounter, isNearLimit } from '../components/LimitCounter';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { ChatStore } from './ChatStore';
import { LineIcon } from '../components/LineIcon';
import { chatTexts } from './texts';

const t = chatTexts;

/** The textarea grows with its text up to this height (px), then scrolls. */
const MAX_INPUT_HEIGHT = 160;

const Form = styled.form`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  padding-bottom: calc(${({ theme }) => theme.space.xs} + env(safe-area-inset-bottom, 0px));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.sm}`};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Input = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  flex: 1 1 auto;
  min-width: 0;
  min-height: 44px;
  max-height: ${MAX_INPUT_HEIGHT}px;
  padding-top: 9px;
  padding-bottom: 9px;
  resize: none;
  line-height: 1.5;
`;

const SendButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 14px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    opacity: 0.55;
  }

  svg {
    width: 20px;
    height: 20px;
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 1.4em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Shown only where there is a hardware keyboard (a fine pointer). */
const KeyHint = styled.span`
  @media (pointer: coarse) {
    display: none;
  }
`;

const ErrorLine = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

function SendIcon() {
  return (
    <LineIcon>
      <path d="M22 2L11 13" />
      <path d="M22 2l-7 20-4-9-9-4 20-7z" />
    </LineIcon>
  );
}

/** Phones and tablets: Enter makes a new line there, and the 傳送 button sends. */
function hasCoarsePointer(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/**
 * The message input: Enter sends and Shift+Enter starts a new line (never while an input method
 * is composing Chinese); on touch devices Enter is a new line and the 傳送 button sends. The
 * textarea grows with its text. A blank message is ignored.
 */
export const Composer = observer(function Composer({ store }: { store: ChatStore }) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const counterId = `${ids}-count`;
  const max = store.maxLength;
  const length = store.draftLength;
  const disabled = !store.canSend;

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    if (el.scrollHeight > 0) el.style.height = `${Math.min(el.scrollHeight + 2, MAX_INPUT_HEIGHT)}px`;
  }, [store.draft]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.send();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (hasCoarsePointer()) return;
    event.preventDefault();
    store.send();
  };

  return (
    <Form onSubmit={submit} aria-label={t.inputLabel}>
      {store.draftError ? (
        <ErrorLine id={errorId} role="alert">
          {store.draftError}
        </ErrorLine>
      ) : null}
      <Row>
        <VisuallyHidden as="label" htmlFor={`${ids}-input`}>
          {t.inputLabel}
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={`${ids}-input`}
          rows={1}
          value={store.draft}
          placeholder={t.inputPlaceholder}
          disabled={disabled}
          aria-invalid={store.draftError ? true : undefined}
          aria-describedby={[store.draftError ? errorId : '', hintId, isNearLimit(length, max) ? counterId : '']
            .filter(Boolean)
            .join(' ')}
          $invalid={!!store.draftError}
          onChange={(event) => store.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <SendButton type="submit" disabled={disabled} onMouseDown={(event) => event.preventDefault()}>
          <SendIcon />
          <span>{t.send}</span>
        </SendButton>
      </Row>
      <Foot>
        <KeyHint id={hintId}>{t.keyboardHint}</KeyHint>
        <LimitCounter id={counterId} used={length} max={max} />
      </Foot>
    </Form>
  );
});
