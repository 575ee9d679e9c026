import { styled } from 'styled-components';
import { isInactive } from '../../core/matching/lastActive';
import type { RecommendedPartner } from '../../core/usecases';
import { CardGrid } from '../components/CardGrid';
import { MemberCard } from '../explore/MemberCard';
import { LastActive } from './LastActive';
import { reasonText } from './reasonText';
import { matchingTexts } from './texts';

const Reasons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  list-style: none;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Reason = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;

  &::before {
    content: '✓';
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** Recommended members as cards, each with its reasons in plain words and when they were last active. */
export function RecommendedPartnerList({
  partners,
  columns = 4,
}: {
  partners: RecommendedPartner[];
  columns?: number;
}) {
  const now = Date.now();
  return (
    <CardGrid $columns={columns}>
      {partners.map(({ profile, reasons }) => (
        <li key={profile.uid}>
          <MemberCard member={profile}>
            {reasons.length > 0 ? (
              <Reasons aria-label={matchingTexts.reasonsLabel}>
                {reasons.map((r) => (
                  <Reason key={r.kind}>{reasonText(r)}</Reason>
                ))}
              </Reasons>
            ) : null}
            {/* The card itself carries the quiet mark of an inactive member. */}
            {isInactive(profile.lastActiveAt, now) ? null : <LastActive at={profile.lastActiveAt} now={now} />}
          </MemberCard>
        </li>
      ))}
    </CardGrid>
  );
}
