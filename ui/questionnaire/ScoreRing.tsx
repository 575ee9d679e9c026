import { styled } from 'styled-components';
import { resultTexts } from './texts/result';

const t = resultTexts;

const SIZE = 160;
const STROKE = 14;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const Ring = styled.div`
  position: relative;
  flex: none;
  width: 140px;
  height: 140px;

  ${({ theme }) => theme.media.tablet} {
    width: ${SIZE}px;
    height: ${SIZE}px;
  }

  svg {
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

const Track = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.surface};
`;

const Value = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  transition: stroke-dashoffset 600ms ${({ theme }) => theme.motion.easing};
`;

const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  line-height: 1.1;
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Score = styled.span`
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Max = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function clampScore(score: number): number {
  return Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
}

/** The total score (0–100) as a ring; one text alternative for the whole figure. */
export function ScoreRing({ score }: { score: number }) {
  const value = clampScore(score);
  const offset = CIRCUMFERENCE * (1 - value / 100);
  return (
    <Ring role="img" aria-label={t.scoreAlt(value)} data-testid="score-ring">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
        <Track cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} strokeWidth={STROKE} />
        <Value
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={offset}
          strokeLinecap={value > 0 ? 'round' : 'butt'}
        />
      </svg>
      <Center aria-hidden="true">
        <Caption>{t.totalScore}</Caption>
        <Score>{value}</Score>
        <Max>{t.scoreMax}</Max>
      </Center>
    </Ring>
  );
}
