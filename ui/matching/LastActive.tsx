import { styled } from 'styled-components';
import type { EpochMs } from '../../core/domain';
import { isInactive, lastActiveBucket } from '../../core/matching/lastActive';
import { matchingTexts } from './texts';

const t = matchingTexts.lastActive;

const Line = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 最近上線：3 天前, and after 90 days the quiet mark 最近較少上線 instead. */
export function LastActive({ at, now = Date.now() }: { at: EpochMs; now?: EpochMs }) {
  return <Line>{isInactive(at, now) ? t.inactive : `${t.label}：${t.bucket(lastActiveBucket(at, now))}`}</Line>;
}

/** On a member's card: the quiet mark 最近較少上線 after 90 days, nothing before. */
export function InactiveMark({ at, now = Date.now() }: { at: EpochMs; now?: EpochMs }) {
  return isInactive(at, now) ? <Line>{t.inactive}</Line> : null;
}
