import { styled } from 'styled-components';
import type { Uid } from '../../core/domain';
import { lazyPart } from '../components/lazyPart';
import { LoadingState } from '../components/LoadingState';
import { PartBoundary } from '../components/PartBoundary';
import { projectSuggestionTexts as t } from '../matching/texts/projectSuggestions';

/** The same chunk as Home's 推薦夥伴: the cards and their reasons. */
const suggestions = lazyPart(
  () => import(/* webpackChunkName: "recommended-partners" */ '../matching/RecommendedPartners'),
  (m) => m.ProjectSuggestions,
);

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The owner's project page: members whose skills cover what the project asks for (適合這個專案的夥伴),
 * but those who have applied (`applicants`; null until the applications list has loaded).
 */
export function PartnerSuggestions({
  uid,
  projectId,
  applicants,
}: {
  uid: Uid;
  projectId: string;
  applicants: readonly Uid[] | null;
}) {
  return (
    <Section aria-labelledby="project-suggestions-heading">
      <div>
        <H2 id="project-suggestions-heading">{t.title}</H2>
        <Lead>{t.lead}</Lead>
      </div>
      <PartBoundary
        name="the project's partner suggestions"
        fallback={<Muted>{t.unavailable}</Muted>}
        loading={<LoadingState label={t.loading} />}
      >
        {applicants ? (
          <suggestions.Component uid={uid} projectId={projectId} applicants={applicants} />
        ) : (
          <LoadingState label={t.loading} />
        )}
      </PartBoundary>
    </Section>
  );
}
