import { useId } from 'react';
import { styled } from 'styled-components';
import { SCORE_DIMENSIONS } from '../../core/domain';
import type { DimensionScores } from '../../core/domain';
import { texts } from '../texts';
import { resultTexts } from './texts/result';

const t = resultTexts;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: 6px;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Value = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div<{ $highlight: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : theme.colors.primaryHover)};
  opacity: ${({ $highlight }) => ($highlight ? 1 : 0.72)};
`;

function clamp(score: number): number {
  return Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
}

/**
 * The four dimensions that decide the archetype, as labelled meters (0–100), the strongest
 * highlighted. The overall dimension is the total score beside them: it is scored on its own,
 * not as their average, so showing it here again read as a sum that does not add up.
 */
const SHOWN = SCORE_DIMENSIONS.filter((dimension) => dimension !== 'overall');

export function DimensionBars({ scores }: { scores: DimensionScores }) {
  const id = useId();
  const values = SHOWN.map((d) => clamp(scores[d]));
  const top = Math.max(...values);
  return (
    <List>
      {SHOWN.map((dimension, i) => {
        const value = values[i] as number;
        const labelId = `${id}-${dimension}`;
        return (
          <li key={dimension}>
            <Row>
              <Label id={labelId}>{texts.enums.scoreDimension[dimension]}</Label>
              <Value aria-hidden="true">{t.dimensionValue(value)}</Value>
            </Row>
            <Track
              role="meter"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              aria-valuetext={t.dimensionValue(value)}
            >
              <Fill style={{ width: `${value}%` }} $highlight={value === top && top > 0} />
            </Track>
          </li>
        );
      })}
    </List>
  );
}
