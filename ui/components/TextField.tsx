import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import type { FieldBaseProps } from './Field';
import { FieldLabel, FieldMessages, FieldWrapper, controlStyles, useFieldIds } from './Field';

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

export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
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
  ref,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, !!hint, !!error, input['aria-describedby']);
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
    </FieldWrapper>
  );
}
