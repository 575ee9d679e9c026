import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useUseCases } from '../hooks/UseCasesContext';
import { ErrorBox } from '../components/ErrorBox';
import { lazyPart } from '../components/lazyPart';
import { DeferredView } from '../components/DeferredView';
import { LoadingState } from '../components/LoadingState';
import { PartBoundary } from '../components/PartBoundary';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { ActionBox } from './ActionBox';
import { MissingProject } from './MissingProject';
import { OwnerCard } from './OwnerCard';
import { PartnerSuggestions } from './PartnerSuggestions';
import { ProjectDetailStore } from './ProjectDetailStore';
import type { Viewer } from './ProjectDetailStore';
import { ProjectAbout, ProjectHeader } from './ProjectOverview';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { projectTexts } from './texts';

/** Only the owner sees the applications: whoever else opens the page does not download them. */
const applicationsPanel = lazyPart(
  () => import(/* webpackChunkName: "applications-panel" */ './ApplicationsPanel'),
  (m) => m.ApplicationsPanel,
);

/*
 * One column on phones, in reading order. A visitor gets the action box (我想加入) and the owner
 * card right after the header, so the page's main action is on the first screen; the owner gets
 * the applications, the description, the box, then the suggested partners. From tablet width the
 * box and the card stick in a right-hand column, and the suggestions take the full width below.
 */
const Layout = styled.div<{ $owner: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: ${({ $owner }) =>
    $owner ? "'header' 'apps' 'about' 'aside' 'suggest'" : "'header' 'aside' 'about'"};
  align-items: start;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) 300px;
    grid-template-rows: ${({ $owner }) => ($owner ? 'auto auto 1fr auto' : 'auto 1fr')};
    grid-template-areas: ${({ $owner }) =>
      $owner ? "'header aside' 'apps aside' 'about aside' 'suggest suggest'" : "'header aside' 'about aside'"};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 340px;
    column-gap: ${({ theme }) => theme.space.xl};
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Aside = styled.div`
  grid-area: aside;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const HiddenNotice = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const ProjectDetailView = observer(function ProjectDetailView({ projectId, viewer }: { projectId: string; viewer: Viewer }) {
  const useCases = useUseCases();
  const [store] = useState(() => new ProjectDetailStore(useCases, projectId, viewer));
  const page = texts.pages.projectDetail;

  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);

  const loading = <LoadingState variant="page" label={projectTexts.loading} />;
  if (store.status === 'loading') return loading;
  if (store.status === 'error') {
    return (
      <>
        <PageHeader title={page.title} />
        <ErrorBox onRetry={() => void store.start()}>{store.loadError}</ErrorBox>
      </>
    );
  }
  const project = store.project;
  if (store.status === 'missing' || !project) {
    return (
      <>
        <PageHeader title={page.title} />
        <MissingProject />
      </>
    );
  }
  const aside = (
    <Aside>
      <ActionBox store={store} />
      <OwnerCard store={store} />
    </Aside>
  );
  return (
    <DeferredView fallback={loading}>
      <Layout $owner={store.isOwner}>
        <Area $area="header">
          {project.hidden ? (
            <HiddenNotice role="note">{store.isOwner ? projectTexts.hidden.owner : projectTexts.hidden.admin}</HiddenNotice>
          ) : null}
          <ProjectHeader project={project} />
        </Area>
        {store.isOwner ? (
          <Area $area="apps">
            <PartBoundary
              name="the project's applications"
              resetKey={projectId}
              fallback={<ErrorBox>{projectTexts.applications.loadFailed}</ErrorBox>}
              loading={<LoadingState variant="inline" label={projectTexts.applications.loading} />}
            >
              <applicationsPanel.Component store={store} />
            </PartBoundary>
          </Area>
        ) : null}
        {store.isOwner ? null : aside}
        <Area $area="about">
          <ProjectAbout project={project} />
        </Area>
        {store.isOwner ? aside : null}
        {store.isOwner && viewer.uid ? (
          <Area $area="suggest">
            <PartnerSuggestions
              uid={viewer.uid}
              projectId={projectId}
              applicants={store.applicationsLoaded ? store.applicantIds : null}
            />
          </Area>
        ) : null}
      </Layout>
    </DeferredView>
  );
});

/**
 * Project detail (/project/:projectId, spec 2): header, description, team needs; the owner's
 * live applications list; a sidebar with the action box and the owner card; the missing-project
 * message (spec 8).
 */
const ProjectDetailPage = observer(function ProjectDetailPage() {
  const { projectId = '' } = useParams<{ projectId: string }>();
  const session = useSession();
  const viewer: Viewer = { uid: session.uid, isAdmin: session.isAdmin };
  return (
    <PageContainer>
      <ProjectDetailView key={`${projectId}|${viewer.uid ?? ''}|${viewer.isAdmin}`} projectId={projectId} viewer={viewer} />
    </PageContainer>
  );
});

export default ProjectDetailPage;
