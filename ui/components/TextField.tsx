import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import type { FieldBaseProps, TextLimitProps } from './Field';
import { FieldLabel, FieldMessages, FieldWrapper, controlStyles, useFieldIds } from './Field';
import { LimitCounter, countedLength, isNearLimit } from './LimitCounter';
import { useEarlyText } from '../hooks/EarlyInput';

const Input = styled.input<{ $invalid?: boolean; $hasTrailing?: boolean }>`
  ${controlStyles}
  padding-inline-end: ${({ $hasTrailing }) => ($hasTrailing ? '56px' : '12px')};
`;

const ControlRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Trailing = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  align-items: center;
`;

export interface TextFieldProps
  extends FieldBaseProps, TextLimitProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'maxLength'> {
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input's end (e.g. a show-password toggle). */
  trailing?: ReactNode;
}

/**
 * Labelled text input with hint and error, controlled or uncontrolled:
 * `<TextField label="…" value={store.values.email} onChange={…} error={…} />`.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  trailing,
  className,
  maxChars,
  ref,
  ...input
}: TextFieldProps) {
  const used = maxChars ? countedLength(input.value) : 0;
  const ids = useFieldIds(id, !!hint, !!error, input['aria-describedby'], !!maxChars && isNearLimit(used, maxChars));
  useEarlyText(ids.inputId);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <ControlRow>
        <Input
          {...input}
          ref={ref}
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          $invalid={!!error}
          $hasTrailing={!!trailing}
        />
        {trailing ? <Trailing>{trailing}</Trailing> : null}
      </ControlRow>
      <FieldMessages ids={ids} hint={hint} error={error} />
      {maxChars ? <LimitCounter id={ids.counterId} used={used} max={maxChars} /> : null}
    </FieldWrapper>
  );
}
