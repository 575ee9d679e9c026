import {
  applyRefusal,
  canAccessChat,
  canApply,
  canChangeAdmin,
  canDecideApplication,
  canDeleteProject,
  canEditProfile,
  canEditProject,
  canManageContent,
  canReadContact,
  canReadResult,
  canReadSubmission,
  canResetUnread,
  canSendMessage,
  canSubmitQuestionnaire,
  canUseAdminArea,
  canViewApplications,
  type Actor,
} from '../../../core/policies/permissions';
import { chatIdOf, type Application } from '../../../core/domain';

const alice: Actor = { uid: 'alice', isAdmin: false };
const bob: Actor = { uid: 'bob', isAdmin: false };
const admin: Actor = { uid: 'root', isAdmin: true };
const nobody = null;
const emptyUid: Actor = { uid: '', isAdmin: true };
const aliceProject = { ownerId: 'alice' };
const application: Application = {
  projectId: 'alice',
  applicantId: 'bob',
  applicantName: 'Bob',
  applicantAvatar: '',
  status: 'pending',
  createdAt: 1,
};

type Row = [string, Actor | null, boolean];

describe('profile and contact: owner only', () => {
  it.each<Row>([
    ['owner', alice, true],
    ['other member', bob, false],
    ['admin', admin, false],
    ['signed out', nobody, false],
    ['empty uid', emptyUid, false],
  ])('%s', (_l, actor, allowed) => {
    expect(canEditProfile(actor, 'alice')).toBe(allowed);
    expect(canReadContact(actor, 'alice')).toBe(allowed);
  });
  it('an empty-uid actor cannot edit the empty-uid profile', () => {
    expect(canEditProfile(emptyUid, '')).toBe(false);
  });
});

describe('admin-only actions', () => {
  it.each<Row>([
    ['admin', admin, true],
    ['member', alice, false],
    ['signed out', nobody, false],
    ['admin flag without uid', emptyUid, false],
  ])('%s', (_l, actor, allowed) => {
    expect(canChangeAdmin(actor)).toBe(allowed);
    expect(canManageContent(actor)).toBe(allowed);
    expect(canDeleteProject(actor)).toBe(allowed);
    expect(canUseAdminArea(actor)).toBe(allowed);
  });
  it('a truthy non-boolean isAdmin is not admin', () => {
    expect(canUseAdminArea({ uid: 'x', isAdmin: 'yes' as unknown as boolean })).toBe(false);
  });
});

describe('projects', () => {
  it.each<[string, Actor | null, boolean, boolean, boolean]>([
    // label, actor, edit, view applications, decide
    ['owner', alice, true, true, true],
    ['admin', admin, true, false, false],
    ['other member', bob, false, false, false],
    ['signed out', nobody, false, false, false],
  ])('%s', (_l, actor, edit, view, decide) => {
    expect(canEditProject(actor, aliceProject)).toBe(edit);
    expect(canViewApplications(actor, aliceProject)).toBe(view);
    expect(canDecideApplication(actor, aliceProject)).toBe(decide);
  });
  it('an admin who owns the project decides it as owner', () => {
    expect(canDecideApplication({ uid: 'alice', isAdmin: true }, aliceProject)).toBe(true);
  });
});

describe('applying', () => {
  it.each<[string, Actor | null, Application | null, ReturnType<typeof applyRefusal>]>([
    ['another member, first time', bob, null, null],
    ['an admin, first time', admin, null, null],
    ['signed out', nobody, null, 'auth/not-signed-in'],
    ['signed out with an application', nobody, application, 'auth/not-signed-in'],
    ['the owner', alice, null, 'own-project'],
    ['the owner with an application', alice, application, 'own-project'],
    ['a second time', bob, application, 'already-applied'],
    ['a second time after a decision', bob, { ...application, status: 'rejected' }, 'already-applied'],
  ])('%s', (_l, actor, existing, refusal) => {
    expect(applyRefusal(actor, aliceProject, existing)).toBe(refusal);
    expect(canApply(actor, aliceProject, existing)).toBe(refusal === null);
  });
});

describe('chat', () => {
  const chatId = chatIdOf('alice', 'bob');
  it.each<Row>([
    ['first member', alice, true],
    ['second member', bob, true],
    ['admin, not a member', admin, false],
    ['signed out', nobody, false],
  ])('access: %s', (_l, actor, allowed) => expect(canAccessChat(actor, chatId)).toBe(allowed));

  it.each(['alice', 'alice_alice', 'alice_bob_carol', '_alice', 'alice_', ''])('refuses malformed chat id %p', (id) => {
    expect(canAccessChat(alice, id)).toBe(false);
  });

  it.each<[string, Actor | null, string, boolean]>([
    ['to another member', alice, 'bob', true],
    ['to oneself', alice, 'alice', false],
    ['to nobody', alice, '', false],
    ['signed out', nobody, 'bob', false],
  ])('send %s', (_l, actor, receiver, allowed) => expect(canSendMessage(actor, receiver)).toBe(allowed));

  it.each<Row>([
    ['the member', alice, true],
    ['another member', bob, false],
    ['admin', admin, false],
    ['signed out', nobody, false],
  ])('reset unread: %s', (_l, actor, allowed) => expect(canResetUnread(actor, 'alice')).toBe(allowed));
});

describe('questionnaire', () => {
  it.each<[string, Actor | null, number, boolean]>([
    ['no submissions', alice, 0, true],
    ['one submission', alice, 1, true],
    ['two submissions', alice, 2, false],
    ['three submissions', alice, 3, false],
    ['signed out', nobody, 0, false],
  ])('submit: %s', (_l, actor, count, allowed) => expect(canSubmitQuestionnaire(actor, count)).toBe(allowed));

  it.each<Row>([
    ['own result', alice, true],
    ['admin', admin, true],
    ['another member', bob, false],
    ['signed out', nobody, false],
  ])('read result: %s', (_l, actor, allowed) => expect(canReadResult(actor, { userId: 'alice' })).toBe(allowed));
  it.each<Row>([
    ['own answers', alice, true],
    ['admin', admin, false],
    ['another member', bob, false],
    ['signed out', nobody, false],
  ])('read submission: %s', (_l, actor, allowed) =>
    expect(canReadSubmission(actor, { userId: 'alice' })).toBe(allowed),
  );
});
