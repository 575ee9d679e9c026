import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { styled } from 'styled-components';
import { HOME_RECOMMENDATIONS } from '../../core/matching/recommendationLimits';
import { useUseCases } from '../hooks/UseCasesContext';
import { CardGrid } from '../components/CardGrid';
import { DeferredView } from '../components/DeferredView';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { lazyPart } from '../components/lazyPart';
import { PartBoundary } from '../components/PartBoundary';
import { PageContainer, useDocumentTitle } from '../components/PageContainer';
import { BannerCarousel, BannerCarouselPlaceholder } from './BannerCarousel';
import { FeaturedMemberCard } from './FeaturedMemberCard';
import { HomeHero } from './HomeHero';
import { HomeStore, inShowOrder } from './HomeStore';
import { prerenderedContent } from '../hooks/PrerenderedContent';
import { ResourceCard } from '../resources/ResourceCard';
import { ResourceGrid } from '../resources/ResourceGrid';
import { useSession } from '../stores/SessionContext';
import { homeTexts } from './texts';
import { Link } from '../components/Link';

const t = homeTexts;

const recommended = lazyPart(
  () => import(/* webpackChunkName: "recommended-partners" */ '../matching/RecommendedPartners'),
  (m) => m.RecommendedPartners,
);

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

/* ---------- sections ---------- */

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const SectionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.xxl};
  }
`;

const SectionLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MoreLink = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;

  ${({ theme }) => theme.media.tablet} {
    align-self: auto;
  }
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Step = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const StepBody = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The three steps to start with (static texts): the page and its skeleton both show them. */
function HomeSteps() {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHead>
        <SectionText>
          <H2 id={titleId}>{t.stepsTitle}</H2>
          <SectionLead>{t.stepsLead}</SectionLead>
        </SectionText>
      </SectionHead>
      <Steps>
        {t.steps.map((step, i) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true">{i + 1}</StepNumber>
            <StepTitle>{step.title}</StepTitle>
            <StepBody>{step.body}</StepBody>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}

/* ---------- page ---------- */

/** Home (/home): hero, banners, three steps, 實戰加速 resources, featured members (spec 2 Home). */
function HomePage() {
  const useCases = useUseCases();
  const session = useSession();
  const [store] = useState(() => new HomeStore(useCases, { banners: prerenderedContent().banners }));
  const uid = session.uid;
  const resourcesId = useId();
  const membersId = useId();
  const recommendedId = useId();
  useDocumentTitle(t.documentTitle);

  useEffect(() => {
    void store.load(uid);
    return () => store.dispose();
  }, [store, uid]);

  const ownName = session.profile?.name.trim() || null;

  return (
    <PageContainer>
      <Stack>
        <HomeHero name={ownName} />

        {store.showCarousel ? (
          <BannerCarousel banners={store.banners} />
        ) : store.bannersStatus === 'loading' ? (
          <BannerCarouselPlaceholder />
        ) : null}

        <HomeSteps />

        {store.showResources ? (
          <Section aria-labelledby={resourcesId}>
            <SectionHead>
              <SectionText>
                <H2 id={resourcesId}>{t.resourcesTitle}</H2>
                <SectionLead>{t.resourcesLead}</SectionLead>
              </SectionText>
              <MoreLink to="/resources">
                {t.allResources}
                <span aria-hidden="true">→</span>
              </MoreLink>
            </SectionHead>
            <DeferredView fallback={null}>
              <ResourceGrid>
                {store.resources.map((r) => (
                  <li key={r.id}>
                    <ResourceCard resource={r} clampLines={3} />
                  </li>
                ))}
              </ResourceGrid>
            </DeferredView>
          </Section>
        ) : null}

        {uid ? (
          <Section aria-labelledby={recommendedId}>
            <SectionHead>
              <SectionText>
                <H2 id={recommendedId}>{t.recommendedTitle}</H2>
                <SectionLead>{t.recommendedLead}</SectionLead>
              </SectionText>
              <MoreLink to="/explore-partners?order=best">
                {t.recommendedMore}
                <span aria-hidden="true">→</span>
              </MoreLink>
            </SectionHead>
            <PartBoundary
              name="the recommended partners"
              fallback={<Muted>{t.recommendedUnavailable}</Muted>}
              loading={<LoadingState label={t.recommendedLoading} />}
            >
              <recommended.Component uid={uid} limit={HOME_RECOMMENDATIONS} />
            </PartBoundary>
          </Section>
        ) : null}

        <Section aria-labelledby={membersId}>
          <SectionHead>
            <SectionText>
              <H2 id={membersId}>{t.membersTitle}</H2>
              <SectionLead>{t.membersLead}</SectionLead>
            </SectionText>
            <MoreLink to="/explore-partners">
              {t.allMembers}
              <span aria-hidden="true">→</span>
            </MoreLink>
          </SectionHead>
          {store.membersStatus === 'error' ? (
            <ErrorBox onRetry={() => void store.loadMembers(uid)}>{store.membersError}</ErrorBox>
          ) : store.members.length > 0 ? (
            <DeferredView fallback={<LoadingState label={t.membersLoading} />}>
              <CardGrid>
                {store.members.map((m) => (
                  <li key={m.uid}>
                    <FeaturedMemberCard member={m} />
                  </li>
                ))}
              </CardGrid>
            </DeferredView>
          ) : store.membersStatus === 'loading' ? (
            <LoadingState label={t.membersLoading} />
          ) : (
            <Muted>{t.membersEmpty}</Muted>
          )}
        </Section>
      </Stack>
    </PageContainer>
  );
}

/**
 * While the session is being checked, and in the prerendered page (ui/app/guards.tsx): the
 * hero, the banners (those the build read, else their room) and the three steps, as the page
 * first shows them, and room for what it reads.
 */
export function Skeleton() {
  const { banners } = prerenderedContent();
  return (
    <PageContainer>
      <Stack>
        <HomeHero name={null} />
        {banners?.length ? <BannerCarousel banners={inShowOrder(banners)} /> : <BannerCarouselPlaceholder />}
        <HomeSteps />
        <LoadingState variant="page" />
      </Stack>
    </PageContainer>
  );
}

export default observer(HomePage);
