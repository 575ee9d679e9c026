import type { Ref, SelectHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { Option } from '../texts';
import { texts } from '../texts';
import type { FieldBaseProps } from './Field';
import { FieldLabel, FieldMessages, FieldWrapper, controlStyles, useFieldIds } from './Field';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 40px;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
`;

export interface SelectProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  options: readonly Option[];
  /**
   * Text of a first, empty-valued option (e.g. 請選擇, or 全部 for a filter). `false` leaves it
   * out. Default 請選擇.
   */
  placeholder?: string | false;
  ref?: Ref<HTMLSelectElement>;
}

/** Labelled native select (keyboard and screen-reader friendly on every phone). */
export function Select({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  className,
  options,
  placeholder = texts.common.selectPlaceholder,
  ref,
  ...select
}: SelectProps) {
  const ids = useFieldIds(id, !!hint, !!error, select['aria-describedby']);
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <StyledSelect
        {...select}
        ref={ref}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={ids.describedBy}
        $invalid={!!error}
      >
        {placeholder !== false ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </StyledSelect>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </FieldWrapper>
  );
}
