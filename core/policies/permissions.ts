import { chatMembers, type Application, type Project, type Uid } from '../domain';
import { canTakeQuestionnaire } from '../rules/questionnaireEligibility';

/**
 * Permissions of spec section 6 and of ARCHITECTURE.md ("What the spec leaves to the backend").
 * Pure functions of the acting member (`null` when signed out). The memory adapter calls them;
 * firestore.rules and Supabase row-level security state the same rules.
 */
export interface Actor {
  uid: Uid;
  isAdmin: boolean;
}

function signedIn(actor: Actor | null): actor is Actor {
  return !!actor && typeof actor.uid === 'string' && actor.uid !== '';
}

function isAdmin(actor: Actor | null): boolean {
  return signedIn(actor) && actor.isAdmin === true;
}

function isSelf(actor: Actor | null, uid: Uid): boolean {
  return signedIn(actor) && actor.uid === uid;
}

/** Only a profile's owner edits it (admins change isAdmin only, via canChangeAdmin). */
export function canEditProfile(actor: Actor | null, targetUid: Uid): boolean {
  return isSelf(actor, targetUid);
}

/** Only the owner reads or writes the private contact document (email, phone). */
export function canReadContact(actor: Actor | null, targetUid: Uid): boolean {
  return isSelf(actor, targetUid);
}

/** Only admins grant or remove admin rights (for any member, themselves included). */
export function canChangeAdmin(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/** Banners, resources and questionnaire questions: admins write (everyone may read). */
export function canManageContent(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/** The project's owner or an admin. */
export function canEditProject(actor: Actor | null, project: Pick<Project, 'ownerId'>): boolean {
  return isSelf(actor, project.ownerId) || isAdmin(actor);
}

/** Admins only. */
export function canDeleteProject(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/** The project's owner sees its applications. */
export function canViewApplications(actor: Actor | null, project: Pick<Project, 'ownerId'>): boolean {
  return isSelf(actor, project.ownerId);
}

/** Only the project's owner accepts or rejects (admins included: they are not the owner). */
export function canDecideApplication(actor: Actor | null, project: Pick<Project, 'ownerId'>): boolean {
  return isSelf(actor, project.ownerId);
}

export type ApplyRefusal = 'auth/not-signed-in' | 'own-project' | 'already-applied';

/**
 * Why the actor may not apply, or null when they may: signed out ("Please log in first!"),
 * their own project (no join button), or an existing application (one per member and project).
 */
export function applyRefusal(
  actor: Actor | null,
  project: Pick<Project, 'ownerId'>,
  existing: Pick<Application, 'applicantId'> | null,
): ApplyRefusal | null {
  if (!signedIn(actor)) return 'auth/not-signed-in';
  if (actor.uid === project.ownerId) return 'own-project';
  if (existing) return 'already-applied';
  return null;
}

export function canApply(
  actor: Actor | null,
  project: Pick<Project, 'ownerId'>,
  existing: Pick<Application, 'applicantId'> | null,
): boolean {
  return applyRefusal(actor, project, existing) === null;
}

/** Only the two (distinct) members named by the chat id read or write the chat. */
export function canAccessChat(actor: Actor | null, chatId: string): boolean {
  if (!signedIn(actor)) return false;
  const members = chatMembers(chatId);
  if (!members || members[0] === members[1]) return false;
  return members.includes(actor.uid);
}

/** Signed in, to another member (never to oneself). */
export function canSendMessage(actor: Actor | null, receiverId: Uid): boolean {
  return signedIn(actor) && typeof receiverId === 'string' && receiverId !== '' && receiverId !== actor.uid;
}

/** Only the receiver resets their own unread counts (chat summary and bell). */
export function canResetUnread(actor: Actor | null, uid: Uid): boolean {
  return isSelf(actor, uid);
}

/** Signed in and fewer than LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS submissions so far. */
export function canSubmitQuestionnaire(actor: Actor | null, submissionCount: number): boolean {
  return signedIn(actor) && canTakeQuestionnaire(submissionCount);
}

/**
 * A submission holds the member's answers: only they read it. Admins read the result (the score
 * a profile shows), never the answers behind it.
 */
export function canReadSubmission(actor: Actor | null, submission: { userId: Uid }): boolean {
  return isSelf(actor, submission.userId);
}

/** A result is read by its member, or by an admin. */
export function canReadResult(actor: Actor | null, result: { userId: Uid }): boolean {
  return isSelf(actor, result.userId) || isAdmin(actor);
}

/** The admin area (route guard, admin button and badge). */
export function canUseAdminArea(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/** A project an admin hid is seen by nobody but its owner and the admins. */
export function canSeeProject(actor: Actor | null, project: Pick<Project, 'ownerId' | 'hidden'>): boolean {
  return project.hidden !== true || isSelf(actor, project.ownerId) || isAdmin(actor);
}

/** Only admins list and resolve reports, and hide a project. */
export function canResolveReports(actor: Actor | null): boolean {
  return isAdmin(actor);
}

/** A report is read by its reporter and the admins, never by the member it is about. */
export function canReadReport(actor: Actor | null, report: { reporterId: Uid }): boolean {
  return isSelf(actor, report.reporterId) || isAdmin(actor);
}
