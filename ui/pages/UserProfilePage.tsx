import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUseCases } from '../app/UseCasesContext';
import { useConfirm } from '../components/ConfirmDialog';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, useDocumentTitle } from '../components/PageContainer';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import { useToast } from '../components/Toast';
import { ProfileEditForm } from '../profile/ProfileEditForm';
import { ProfileEditStore } from '../profile/ProfileEditStore';
import { ProfileNotFound } from '../profile/ProfileNotFound';
import { ProfileView } from '../profile/ProfileView';
import { ProfileViewStore } from '../profile/ProfileViewStore';
import { useSession } from '../stores/SessionContext';
import { displayName, texts } from '../texts';

const t = texts.profile;

interface Editing {
  store: ProfileEditStore;
  /** Whether this edit is the onboarding one (spec 4): kept even after the role arrives. */
  onboarding: boolean;
}

function focusMain() {
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

const ProfileScreen = observer(function ProfileScreen({ uid }: { uid: string }) {
  const useCases = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const [view] = useState(() => new ProfileViewStore(useCases, uid));
  const [editing, setEditing] = useState<Editing | null>(null);

  useEffect(() => view.start(), [view]);

  const isOwner = session.uid !== null && session.uid === uid;
  const onboarding = isOwner && session.onboarding;

  const title =
    editing && isOwner
      ? editing.onboarding
        ? t.onboardingTitle
        : t.editTitle
      : view.profile
        ? t.documentTitleOf(displayName(view.profile.name))
        : view.notFound
          ? t.notFoundTitle
          : t.documentTitle;
  useDocumentTitle(title);

  /** Only the owner can enter edit mode. */
  const beginEdit = useCallback(() => {
    if (!isOwner) return;
    const store = new ProfileEditStore(
      useCases,
      uid,
      view.profile,
      session.session?.displayName ?? '',
      session.session?.email ?? '',
    );
    void store.loadContact();
    setEditing({ store, onboarding: session.onboarding });
  }, [isOwner, useCases, uid, view, session]);

  // Spec 4: while onboarding, the own profile opens in edit mode by itself.
  const viewSettled = view.status !== 'loading';
  useEffect(() => {
    if (onboarding && viewSettled && !editing) beginEdit();
  }, [onboarding, viewSettled, editing, beginEdit]);

  const onSaved = () => {
    const wasOnboarding = editing?.onboarding ?? false;
    toast.success(t.saved);
    if (wasOnboarding) {
      session.endOnboarding();
      navigate('/project/editor');
      return;
    }
    setEditing(null);
    focusMain();
  };

  const onCancel = async () => {
    if (!editing) return;
    if (editing.store.dirty) {
      const leave = await confirm({
        title: t.discardTitle,
        message: t.discardMessage,
        confirmLabel: t.discardConfirm,
        cancelLabel: t.discardCancel,
        danger: true,
      });
      if (!leave) return;
    }
    setEditing(null);
    focusMain();
  };

  if (editing && isOwner) {
    return (
      <PageContainer $width="narrow">
        <ProfileEditForm
          store={editing.store}
          onboarding={editing.onboarding}
          onSaved={onSaved}
          onCancel={() => void onCancel()}
        />
      </PageContainer>
    );
  }

  if (view.status === 'loading' || (onboarding && !editing)) {
    return (
      <PageContainer>
        <LoadingState variant="page" label={t.loading} />
      </PageContainer>
    );
  }

  if (view.status === 'error') {
    return (
      <PageContainer>
        <ErrorBox onRetry={view.retry}>{view.error}</ErrorBox>
      </PageContainer>
    );
  }

  if (!view.profile) {
    return (
      <PageContainer>
        <ProfileNotFound />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <ProfileView profile={view.profile} isOwner={isOwner} hasProject={session.hasProject} onEdit={beginEdit} />
    </PageContainer>
  );
});

/** User profile (/profile/:id): view mode, the owner's edit mode, and onboarding (spec 2, 4, 5, 8). */
export default function UserProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ProfileScreen key={id} uid={id} />;
}
