import type { Ref, TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { FieldBaseProps, TextLimitProps } from './Field';
import { FieldLabel, FieldMessages, FieldWrapper, controlStyles, useFieldIds } from './Field';
import { LimitCounter, countedLength, isNearLimit } from './LimitCounter';
import { useEarlyText } from '../hooks/EarlyInput';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
  line-height: ${({ theme }) => theme.typography.lineHeight.body};
`;

export interface TextAreaProps
  extends FieldBaseProps, TextLimitProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required' | 'maxLength'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** Labelled multi-line input with hint and error. */
export function TextArea({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  rows = 5,
  maxChars,
  ref,
  ...area
}: TextAreaProps) {
  const used = maxChars ? countedLength(area.value) : 0;
  const ids = useFieldIds(id, !!hint, !!error, area['aria-describedby'], !!maxChars && isNearLimit(used, maxChars));
  useEarlyText(ids.inputId);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Area
        {...area}
        ref={ref}
        rows={rows}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        $invalid={!!error}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
      {maxChars ? <LimitCounter id={ids.counterId} used={used} max={maxChars} /> : null}
    </FieldWrapper>
  );
}
