import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';

export interface FieldBaseProps {
  /** Visible label (required: every control is labelled). */
  label: ReactNode;
  /** Help text under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  /** Error message: marks the control aria-invalid and is read with it. */
  error?: string | null;
  /** Shows the required mark and sets aria-required. */
  required?: boolean;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  counterId: string;
  describedBy: string | undefined;
}

/** Ids for a control, its hint, its error and its length counter; `describedBy` lists those present. */
export function useFieldIds(
  id: string | undefined,
  hasHint: boolean,
  hasError: boolean,
  extraDescribedBy?: string,
  hasCounter = false,
): FieldIds {
  const auto = useId();
  const inputId = id ?? `field-${auto.replace(/:/g, '')}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-count`;
  const describedBy =
    [extraDescribedBy, hasHint ? hintId : null, hasError ? errorId : null, hasCounter ? counterId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { inputId, hintId, errorId, counterId, describedBy };
}

export interface TextLimitProps {
  /**
   * The save's limit in characters (core/validation/fieldLimits.ts): a counter shows near it,
   * counting the control's `value` (the form's fields are controlled).
   * There is no `maxLength`: the browser counts UTF-16 units, so an emoji or a rare Han character
   * such as 𠮷 would count twice, and a paste would be cut without a word. The counter counts as
   * the save does, and the save refuses what is over with a message naming the number.
   */
  maxChars?: number;
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Label = styled.label<{ $hidden?: boolean }>`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    `}
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 2px;
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

export { controlStyles } from './controlStyles';

/* The label's type size for the whole row, so a required mark does not make it taller. */
const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: 2px;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The control's <label>. The required mark sits outside the <label> (aria-hidden), so the
 * label's text — the control's accessible name — is exactly the given words; aria-required
 * on the control tells assistive technology.
 */
export function FieldLabel({
  htmlFor,
  id,
  required,
  hidden,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}) {
  if (hidden) {
    return (
      <Label htmlFor={htmlFor} id={id} $hidden>
        {children}
      </Label>
    );
  }
  return (
    <LabelRow>
      <Label htmlFor={htmlFor} id={id}>
        {children}
      </Label>
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </LabelRow>
  );
}

/** Hint and error under a control (ids from useFieldIds). */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={ids.errorId}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </FieldError>
      ) : null}
    </>
  );
}
