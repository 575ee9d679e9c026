import { styled } from 'styled-components';
import { textLength, trimmed } from '../../core/validation/text';
import { texts } from '../texts';
import { VisuallyHidden } from './VisuallyHidden';

const t = texts.textLimit;

/** From this share of the limit on, the counter shows: time to plan, without a number always in view. */
const NEAR = 0.8;

/** Characters as the save counts them: code points of the trimmed text. */
export function countedLength(value: unknown): number {
  return textLength(trimmed(value));
}

/** Whether a text of `used` characters is near (or over) its limit, so the counter shows. */
export function isNearLimit(used: number, max: number): boolean {
  return used >= max * NEAR;
}

const Count = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.typography.weight.bold : theme.typography.weight.regular)};
`;

/**
 * 「45 / 50 字」 under a field near its limit (the field lists `id` in its aria-describedby while
 * shown). Screen readers are told politely only when the text crosses into near or over, not at
 * every keystroke; the count itself is read with the field.
 */
export function LimitCounter({ id, used, max }: { id: string; used: number; max: number }) {
  const over = used > max;
  const near = isNearLimit(used, max);
  return (
    <>
      {near ? (
        <Count id={id} $over={over}>
          {t.counter(used, max)}
        </Count>
      ) : null}
      <VisuallyHidden role="status">{over ? t.over(max) : near ? t.near(max) : ''}</VisuallyHidden>
    </>
  );
}
