import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ProjectInput } from '../../core/domain';
import { canEditProject } from '../../core/policies/permissions';
import { useUseCases } from '../hooks/UseCasesContext';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { useToast } from '../components/Toast';
import { EditorProjectStore } from './EditorProjectStore';
import { ProjectForm } from './ProjectForm';
import { readProjectDraft } from './ProjectFormStore';
import { MissingProject } from '../project/MissingProject';
import { useSession } from '../stores/SessionContext';
import { draftKey, formDraft } from '../stores/sessionDrafts';
import { editorTexts } from './texts';

/**
 * Project edit (/project/edit/:projectId, spec 2 Editor, 6): the project form, prefilled, for
 * the owner (saved with publishProject) or an admin (updateProject). Anyone else sees 權限不足
 * and no form; a missing project shows the missing-project message.
 */
const ProjectEditPage = observer(function ProjectEditPage() {
  const { projectId = '' } = useParams<{ projectId: string }>();
  const useCases = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const t = editorTexts;
  const [loader] = useState(() => new EditorProjectStore(useCases));

  useEffect(() => {
    void loader.load(projectId);
    return () => loader.cancel();
  }, [loader, projectId]);

  const header = <PageHeader title={t.editTitle} />;

  if (loader.status === 'idle' || loader.status === 'loading') {
    return (
      <PageContainer $width="narrow">
        {header}
        <LoadingState label={t.loading} />
      </PageContainer>
    );
  }
  if (loader.status === 'error') {
    return (
      <PageContainer $width="narrow">
        {header}
        <ErrorBox onRetry={() => void loader.load(projectId)}>{loader.error}</ErrorBox>
      </PageContainer>
    );
  }
  const project = loader.project;
  if (loader.status === 'missing' || !project) {
    return (
      <PageContainer $width="narrow">
        {header}
        <MissingProject />
      </PageContainer>
    );
  }

  const actor = session.uid ? { uid: session.uid, isAdmin: session.isAdmin } : null;
  if (!canEditProject(actor, project)) {
    return (
      <PageContainer $width="narrow">
        {header}
        <EmptyState
          icon="!"
          title={t.forbidden.title}
          description={t.forbidden.message}
          action={
            <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} variant="secondary">
              {t.forbidden.back}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  const isOwner = actor?.uid === project.ownerId;
  const save = (input: ProjectInput) =>
    isOwner ? useCases.projects.publishProject(input) : useCases.projects.updateProject(project.id, input);

  return (
    <PageContainer $width="narrow">
      {header}
      <ProjectForm
        key={project.id}
        initial={project}
        onSave={save}
        stored={() => useCases.projects.getProject(project.id)}
        draft={actor ? formDraft(draftKey('project', actor.uid, project.id), readProjectDraft) : undefined}
        onSaved={() => {
          toast.success(t.projectForm.updated);
          navigate(`/project/${encodeURIComponent(project.id)}`);
        }}
        submitLabel={t.projectForm.submitUpdate}
        failureText={t.projectForm.updateFailed}
        secondaryAction={
          <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} variant="ghost">
            {t.projectForm.cancel}
          </ButtonLink>
        }
      />
    </PageContainer>
  );
});

export default ProjectEditPage;
