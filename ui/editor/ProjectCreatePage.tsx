import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ProjectInput } from '../../core/domain';
import type { SkillsProfileInput } from '../../core/usecases';
import { useUseCases } from '../hooks/UseCasesContext';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { useToast } from '../components/Toast';
import { EditorChooser } from './EditorChooser';
import type { EditorChoice } from './EditorChooser';
import { EditorProjectStore } from './EditorProjectStore';
import { ButtonLink } from '../components/Button';
import { ProjectForm } from './ProjectForm';
import { readProjectDraft } from './ProjectFormStore';
import { SkillsProfileForm } from './SkillsProfileForm';
import { readSkillsDraft } from './SkillsFormStore';
import { draftKey, formDraft } from '../stores/sessionDrafts';
import { useSession } from '../stores/SessionContext';
import { editorTexts } from './texts';

/**
 * The editor (/project/editor, spec 2 Editor): a chooser between 我有創業點子 (the project
 * form: publish, then 專案發布成功！ and Home) and 我有專業技能 (the collaboration profile).
 * A member who already has a project edits it here, prefilled.
 */
const ProjectCreatePage = observer(function ProjectCreatePage() {
  const useCases = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const uid = session.uid;
  const t = editorTexts;
  const [loader] = useState(() => new EditorProjectStore(useCases));
  // A member's project is keyed by their uid: the new project's draft is the same as its edit's.
  const [drafts] = useState(() =>
    uid
      ? {
          project: formDraft(draftKey('project', uid, uid), readProjectDraft),
          skills: formDraft(draftKey('skills', uid), readSkillsDraft),
        }
      : null,
  );
  // After a reload, the form that holds a draft opens again with it.
  const [choice, setChoice] = useState<EditorChoice | null>(() =>
    drafts?.project.load() ? 'idea' : drafts?.skills.load() ? 'skills' : null,
  );

  useEffect(() => {
    if (uid) void loader.load(uid);
    return () => loader.cancel();
  }, [loader, uid]);

  const publish = (input: ProjectInput) => useCases.projects.publishProject(input);
  const stored = () => (uid ? useCases.projects.getProject(uid) : Promise.resolve(null));

  if (!uid || loader.status === 'idle' || loader.status === 'loading') {
    return (
      <PageContainer $width="narrow">
        <PageHeader title={t.createTitle} />
        <LoadingState label={t.loading} />
      </PageContainer>
    );
  }

  if (loader.status === 'error') {
    return (
      <PageContainer $width="narrow">
        <PageHeader title={t.createTitle} />
        <ErrorBox onRetry={() => void loader.load(uid)}>{loader.error}</ErrorBox>
      </PageContainer>
    );
  }

  if (loader.status === 'ready' && loader.project) {
    const projectPath = `/project/${encodeURIComponent(loader.project.id)}`;
    return (
      <PageContainer $width="narrow">
        <PageHeader title={t.editOwnTitle} description={t.editOwnLead} />
        <ProjectForm
          initial={loader.project}
          onSave={publish}
          stored={stored}
          draft={drafts?.project}
          onSaved={() => {
            toast.success(t.projectForm.updated);
            // Back to the project, as its own edit page and 取消 go.
            navigate(projectPath);
          }}
          submitLabel={t.projectForm.submitUpdate}
          failureText={t.projectForm.updateFailed}
          secondaryAction={
            <ButtonLink to={projectPath} variant="ghost">
              {t.projectForm.cancel}
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer $width="narrow">
      <PageHeader title={t.createTitle} description={t.createLead} />
      <EditorChooser value={choice} onChange={setChoice} />
      {choice === 'idea' ? (
        <ProjectForm
          onSave={publish}
          stored={stored}
          draft={drafts?.project}
          onSaved={() => {
            toast.success(t.projectForm.published);
            navigate('/home');
          }}
          submitLabel={t.projectForm.submitCreate}
          failureText={t.projectForm.publishFailed}
        />
      ) : null}
      {choice === 'skills' ? (
        <SkillsProfileForm
          profile={session.profile}
          onSave={(input: SkillsProfileInput) => useCases.profiles.saveSkillsProfile(uid, input)}
          draft={drafts?.skills}
          onSaved={() => {
            toast.success(t.skillsForm.saved);
            navigate('/home');
          }}
        />
      ) : null}
    </PageContainer>
  );
});

export default ProjectCreatePage;
