import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { Uid } from '../../core/domain';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { useUseCases } from '../hooks/UseCasesContext';
import { useSession } from '../stores/SessionContext';
import { RecommendationsStore, type RecommendationsRequest } from './RecommendationsStore';
import { RecommendedPartnerList } from './RecommendedPartnerList';
import { matchingTexts } from './texts';
import { projectSuggestionTexts as suggestionTexts } from './texts/projectSuggestions';

const t = matchingTexts;

const Prompt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export interface RecommendedPartnersProps {
  uid: Uid;
  limit: number;
  columns?: number;
}

/**
 * The signed-in member's recommended partners with their reasons (Home 推薦夥伴, Explore partners
 * 最適合我), or a prompt naming what to fill in first. Its own chunk: Home and Explore load it
 * when they show it.
 */
export function RecommendedPartners({ uid, limit, columns }: RecommendedPartnersProps) {
  const useCases = useUseCases();
  // The session watches the member's own profile: the recommendations need not read it again.
  const session = useSession();
  return (
    <Recommendations
      uid={uid}
      ask={(ownUid) => useCases.recommendations.recommendPartners(ownUid, limit, session.profile)}
      columns={columns}
      empty={t.empty}
    />
  );
}

/**
 * For the owner of a project (its page): members who have the skills the project asks for, but
 * those who have applied, with the reasons, or what to add first.
 */
export function ProjectSuggestions({
  uid,
  projectId,
  applicants,
}: {
  uid: Uid;
  projectId: string;
  applicants: readonly Uid[];
}) {
  const useCases = useUseCases();
  const session = useSession();
  return (
    <Recommendations
      // Asked again when someone applies: they leave the suggestions for the applications list.
      key={applicants.join(' ')}
      uid={uid}
      ask={(ownUid) => useCases.recommendations.projectSuggestions(ownUid, session.profile, applicants)}
      columns={3}
      empty={suggestionTexts.empty}
      noSkills={
        <Prompt>
          <p>{suggestionTexts.noSkills}</p>
          <ButtonLink to={`/project/edit/${projectId}`} variant="secondary">
            {suggestionTexts.noSkillsAction}
          </ButtonLink>
        </Prompt>
      }
    />
  );
}

const Recommendations = observer(function Recommendations({
  uid,
  ask,
  columns,
  empty,
  noSkills = null,
}: {
  uid: Uid;
  ask: RecommendationsRequest;
  columns?: number;
  empty: string;
  noSkills?: ReactNode;
}) {
  const [store] = useState(() => new RecommendationsStore(ask));

  useEffect(() => {
    void store.load(uid);
    return () => store.dispose();
  }, [store, uid]);

  switch (store.status) {
    case 'loading':
      return <LoadingState label={t.loading} />;
    case 'error':
      return <ErrorBox onRetry={() => void store.load(uid)}>{t.error}</ErrorBox>;
    case 'fill-in':
      return (
        <Prompt>
          <p>{t.fillIn(store.missing.map((f) => t.field[f]))}</p>
          <ButtonLink to="/profile" variant="secondary">
            {t.fillInAction}
          </ButtonLink>
        </Prompt>
      );
    case 'no-skills':
      return noSkills;
    case 'ready':
      return store.partners.length > 0 ? (
        <RecommendedPartnerList partners={store.partners} columns={columns} />
      ) : (
        <EmptyState title={empty} />
      );
  }
});
