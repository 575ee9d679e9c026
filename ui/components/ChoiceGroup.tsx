import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import type { Option } from '../texts';
import { FieldError, Hint } from './Field';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-start: 4px;
`;

const Options = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $columns }) => `repeat(${$columns}, minmax(0, 1fr))`};
  }
`;

const OptionLabel = styled.label<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 8px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }

  input {
    flex: none;
    margin: 0;
  }

  input:focus-visible {
    outline: none;
  }
`;

export interface ChoiceGroupProps<V extends string> {
  /** The group's name (fieldset legend): every control is labelled. */
  legend: ReactNode;
  /** checkbox: any number; radio: one. */
  type: 'checkbox' | 'radio';
  /** The input name shared by the options. */
  name: string;
  options: readonly Option<V>[];
  /** The chosen values (radio: at most one). */
  value: readonly V[];
  onChange: (next: V[]) => void;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Options per row from tablet width up (one per row on phones). */
  columns?: number;
  /** The first input (to move focus here, e.g. after a failed submit). */
  firstInputRef?: Ref<HTMLInputElement>;
  id?: string;
}

/**
 * A labelled group of checkboxes or radio buttons (native inputs: keyboard and screen readers
 * work as everywhere), each option a 44 px target, with hint and error read with the group.
 */
export function ChoiceGroup<V extends string>({
  legend,
  type,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  columns = 2,
  firstInputRef,
  id,
}: ChoiceGroupProps<V>) {
  const auto = useId().replace(/:/g, '');
  const baseId = id ?? `choice-${auto}`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const toggle = (option: V, checked: boolean) => {
    if (type === 'radio') {
      onChange(checked ? [option] : []);
      return;
    }
    const set = new Set(value);
    if (checked) set.add(option);
    else set.delete(option);
    onChange(options.map((o) => o.value).filter((v) => set.has(v)));
  };

  return (
    <Fieldset
      id={baseId}
      aria-describedby={describedBy}
      aria-required={type === 'radio' && required ? true : undefined}
      role={type === 'radio' ? 'radiogroup' : undefined}
    >
      <Legend>
        {legend}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Options $columns={Math.max(1, columns)}>
        {options.map((option, index) => (
          <OptionLabel key={option.value} $invalid={!!error}>
            <input
              ref={index === 0 ? firstInputRef : undefined}
              type={type}
              name={name}
              value={option.value}
              checked={value.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            <span>{option.label}</span>
          </OptionLabel>
        ))}
      </Options>
      {error ? (
        <FieldError id={errorId}>
          <span aria-hidden="true">⚠</span>
          <span>{error}</span>
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
