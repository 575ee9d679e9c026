import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUseCases } from '../hooks/UseCasesContext';
import { useConfirm } from '../components/ConfirmProvider';
import { DISCARD_EDITS_QUESTION } from '../components/discardEditsQuestion';
import { DeferredView } from '../components/DeferredView';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, useDocumentTitle } from '../components/PageContainer';
import { MAIN_CONTENT_ID } from '../components/SkipLink';
import { useToast } from '../components/Toast';
import { BlockControl } from '../blocks/BlockControl';
import type { ProfileEditStore } from './ProfileEditStore';
import { loadProfileEditMode, type ProfileEditMode } from './loadProfileEditMode';
import { ProfileNotFound } from './ProfileNotFound';
import { ProfileView } from './ProfileView';
import { ProfileViewStore } from './ProfileViewStore';
import { useSession } from '../stores/SessionContext';
import { draftKey, formDraft, sessionDrafts } from '../stores/sessionDrafts';
import { displayName, texts } from '../texts';
import { profileTexts } from './texts';

const t = profileTexts;

interface Editing {
  store: ProfileEditStore;
  Form: ProfileEditMode['ProfileEditForm'];
  /** Whether this edit is the onboarding one (spec 4): kept even after the role arrives. */
  onboarding: boolean;
}

/**
 * Back to view mode shows the profile from its top: the form's buttons were at its end, and
 * focusing the tall main element alone leaves the page where it was.
 */
function showFromTop() {
  window.scrollTo(0, 0);
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

const ProfileScreen = observer(function ProfileScreen({ uid }: { uid: string }) {
  const useCases = useUseCases();
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const [view] = useState(() => new ProfileViewStore(useCases, uid));
  const [editing, setEditing] = useState<Editing | null>(null);
  /** Edit mode's code could not be loaded (offline): say so, with a retry. */
  const [editLoadFailed, setEditLoadFailed] = useState(false);
  const opening = useRef(false);
  const mounted = useRef(true);

  useEffect(() => view.start(), [view]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const isOwner = session.uid !== null && session.uid === uid;
  const onboarding = isOwner && session.onboarding;

  // The owner may edit: fetch edit mode's chunk now, so the button opens it at once.
  useEffect(() => {
    if (isOwner) loadProfileEditMode().catch(() => undefined);
  }, [isOwner]);

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
  const beginEdit = useCallback(async () => {
    if (!isOwner || opening.current) return;
    opening.current = true;
    setEditLoadFailed(false);
    try {
      const { ProfileEditForm, ProfileEditStore, readProfileDraft } = await loadProfileEditMode();
      if (!mounted.current) return;
      const store = new ProfileEditStore(
        useCases,
        uid,
        view.profile,
        session.session?.displayName ?? '',
        session.session?.email ?? '',
      );
      // What was typed outlives a reload: the page opens the form again by itself.
      store.keepDraft(formDraft(editDraftKey(session.onboarding, uid), readProfileDraft));
      void store.loadContact();
      setEditing({ store, Form: ProfileEditForm, onboarding: session.onboarding });
    } catch {
      if (mounted.current) setEditLoadFailed(true);
    } finally {
      opening.current = false;
    }
  }, [isOwner, useCases, uid, view, session]);

  // Spec 4: while onboarding, the own profile opens in edit mode by itself; so does an edit a
  // reload interrupted, with what was typed.
  const viewSettled = view.status !== 'loading';
  const interruptedEdit = isOwner && !onboarding && sessionDrafts.load(editDraftKey(false, uid)) !== null;
  useEffect(() => {
    if ((onboarding || interruptedEdit) && viewSettled && !editing && !editLoadFailed) void beginEdit();
  }, [onboarding, interruptedEdit, viewSettled, editing, editLoadFailed, beginEdit]);

  const onSaved = () => {
    const wasOnboarding = editing?.onboarding ?? false;
    toast.success(t.saved);
    if (wasOnboarding) {
      session.endOnboarding();
      navigate('/project/editor');
      return;
    }
    setEditing(null);
    showFromTop();
  };

  const onCancel = async () => {
    if (!editing) return;
    if (editing.store.dirty) {
      const leave = await confirm(DISCARD_EDITS_QUESTION);
      if (!leave) return;
    }
    editing.store.discardDraft();
    setEditing(null);
    showFromTop();
  };

  if (editLoadFailed && !editing) {
    return (
      <PageContainer>
        <ErrorBox onRetry={() => void beginEdit()}>{texts.errors.unavailable}</ErrorBox>
      </PageContainer>
    );
  }

  if (editing && isOwner) {
    const { Form } = editing;
    return (
      <PageContainer $width="narrow">
        <Form
          store={editing.store}
          onboarding={editing.onboarding}
          onSaved={onSaved}
          onCancel={() => void onCancel()}
        />
      </PageContainer>
    );
  }

  const loading = (
    <PageContainer>
      <LoadingState variant="page" label={t.loading} />
    </PageContainer>
  );
  if (view.status === 'loading' || ((onboarding || interruptedEdit) && !editing)) return loading;

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

  const name = displayName(view.profile.name);
  return (
    <DeferredView fallback={loading}>
      <PageContainer>
        <ProfileView
          profile={view.profile}
          isOwner={isOwner}
          hasProject={session.hasProject}
          onEdit={() => void beginEdit()}
          memberActions={
            session.uid !== null && !isOwner
              ? (sendMessage) => (
                  <BlockControl otherId={uid} name={name}>
                    {sendMessage}
                  </BlockControl>
                )
              : undefined
          }
        />
      </PageContainer>
    </DeferredView>
  );
});

/** Where the own profile's unsaved edits wait out a reload: onboarding's, or a later edit's. */
function editDraftKey(onboarding: boolean, uid: string): string {
  return draftKey(onboarding ? 'onboarding' : 'profileEdit', uid);
}

/** User profile (/profile/:id): view mode, the owner's edit mode, and onboarding (spec 2, 4, 5, 8). */
export default function UserProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <ProfileScreen key={id} uid={id} />;
}
