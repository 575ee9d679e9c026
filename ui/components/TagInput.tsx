import { useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { TEXT_LIMITS } from '../../core/validation/limits';
import { addTag } from '../../core/validation/tags';
import { texts, validationText } from '../texts';
import { Button } from './Button';
import type { FieldBaseProps } from './Field';
import { FieldLabel, FieldMessages, FieldWrapper, controlStyles, useFieldIds } from './Field';
import { LimitCounter, countedLength, isNearLimit } from './LimitCounter';

const t = texts.components.tagInput;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  flex: 1;
  min-width: 0;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 100%;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const ChipText = styled.span`
  overflow-wrap: anywhere;
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  min-height: 44px;
  padding: 0;
  margin: -6px 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  font-size: 18px;
  line-height: 1;

  &:hover {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface TagInputProps extends Omit<FieldBaseProps, 'error'> {
  /** The tags (controlled). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** An error from the form (e.g. on save); the input's own duplicate message wins while shown. */
  error?: string | null;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  /** Extra content under the chips. */
  footer?: ReactNode;
}

/**
 * Tag list input (spec 5): Enter (or 新增, or leaving the input) adds the trimmed text; blanks are ignored;
 * duplicates are refused with 這一項已經加入了！, and a tag or a list longer than the save takes
 * (TEXT_LIMITS.TAG, TEXT_LIMITS.TAGS) with its own message, at once (core addTag); the text
 * stays in the input to be shortened. A counter shows as the text nears TEXT_LIMITS.TAG (no
 * `maxLength`: see TextLimitProps). Each chip has a remove button.
 * Enter while an IME is composing (注音/倉頡) only confirms the composition.
 */
export function TagInput({
  label,
  hint = t.hint,
  error,
  required,
  hideLabel,
  value,
  onChange,
  placeholder,
  id,
  disabled,
  footer,
}: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const shownError = ownError ?? error ?? null;
  const used = countedLength(draft);
  const ids = useFieldIds(id, !!hint, !!shownError, undefined, isNearLimit(used, TEXT_LIMITS.TAG));

  const commit = () => {
    const result = addTag(value, draft);
    if (result.ok) {
      onChange(result.list);
      setDraft('');
      setOwnError(null);
    } else if (result.code === 'tag_too_long') {
      setOwnError(texts.tagLimit.tagTooLong(TEXT_LIMITS.TAG));
    } else if (result.code === 'too_many_tags') {
      setOwnError(texts.tagLimit.tooManyTags(TEXT_LIMITS.TAGS));
    } else if (result.code === 'tag_duplicate') {
      setOwnError(validationText(result.code));
    } else {
      setDraft('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    commit();
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setOwnError(null);
  };

  return (
    <FieldWrapper>
      <FieldLabel htmlFor={ids.inputId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Row>
        <Input
          id={ids.inputId}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          enterKeyHint="done"
          autoComplete="off"
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={ids.describedBy}
          $invalid={!!shownError}
          onChange={(e) => {
            setDraft(e.target.value);
            if (ownError) setOwnError(null);
          }}
          onKeyDown={onKeyDown}
          // Text left in the input is added as focus leaves it (for 儲存, say): a save never drops it.
          onBlur={() => {
            if (draft.trim() !== '') commit();
          }}
        />
        <Button variant="secondary" onClick={commit} disabled={disabled}>
          {t.add}
        </Button>
      </Row>
      <FieldMessages ids={ids} hint={hint} error={shownError} />
      <LimitCounter id={ids.counterId} used={used} max={TEXT_LIMITS.TAG} />
      {value.length > 0 ? (
        <Chips aria-label={typeof label === 'string' ? t.listLabel(label) : undefined}>
          {value.map((tag, index) => (
            <Chip key={`${tag}-${index}`}>
              <ChipText>{tag}</ChipText>
              <RemoveButton type="button" onClick={() => remove(index)} disabled={disabled} aria-label={t.remove(tag)}>
                <span aria-hidden="true">×</span>
              </RemoveButton>
            </Chip>
          ))}
        </Chips>
      ) : null}
      {footer}
    </FieldWrapper>
  );
}
