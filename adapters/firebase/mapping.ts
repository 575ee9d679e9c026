/**
 * Firestore document data → core domain objects. Tolerant: a missing or mistyped field becomes
 * its empty value, so an old or hand-edited document never breaks a screen. Timestamps are
 * recognised by shape (`toMillis()`, or `seconds` + `nanoseconds`), so the same code reads the
 * client SDK's, the Admin SDK's and plain test values. No SDK import.
 */
import {
  APPLICATION_STATUSES,
  ARCHETYPES,
  AVAILABILITIES,
  GENDERS,
  NOTIFICATION_TYPES,
  PARTNER_ROLES,
  PROJECT_STAGES,
  QUESTION_TYPES,
  ROLES,
  SCORE_DIMENSIONS,
  YEARS_EXPERIENCE,
  isOneOf,
  type Answer,
  type AppNotification,
  type Application,
  type ArchetypeResultRef,
  type Banner,
  type ChatMessage,
  type ChatSummary,
  type ContactInfo,
  type DimensionScores,
  type EpochMs,
  type Project,
  type Question,
  type QuestionOption,
  type Questionnaire,
  type QuestionnaireResult,
  type Resource,
  type Submission,
  type UserProfile,
} from '../../core/domain';
import type { TimestampValue } from './queryCatalogue';

export type Data = Record<string, unknown>;

export function isTimestampLike(v: unknown): v is TimestampValue {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as TimestampValue).seconds === 'number' &&
    typeof (v as TimestampValue).nanoseconds === 'number'
  );
}

/** Timestamp, Date or number → epoch ms; anything else → 0. */
export function toMillis(v: unknown): EpochMs {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'object' && v !== null && typeof (v as { toMillis?: unknown }).toMillis === 'function') {
    return (v as { toMillis: () => number }).toMillis();
  }
  if (isTimestampLike(v)) return v.seconds * 1000 + Math.floor(v.nanoseconds / 1e6);
  return 0;
}

export function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}
function num(v: unknown, fallback = 0): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}
function bool(v: unknown): boolean {
  return v === true;
}
function strings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}
function oneOf<T extends string>(values: readonly T[], v: unknown): T | null {
  return isOneOf(values, v) ? v : null;
}
function obj(v: unknown): Data {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : {};
}

function archetypeResult(v: unknown): ArchetypeResultRef | null {
  const r = obj(v);
  const archetype = oneOf(ARCHETYPES, r.archetype);
  if (!archetype || typeof r.resultId !== 'string' || r.resultId === '') return null;
  return { archetype, overallScore: num(r.overallScore), resultId: r.resultId, retakeCount: num(r.retakeCount) };
}

/** users/{uid}. Spec: name (also displayName), avatarUrl (also photoURL). */
export function toUserProfile(id: string, d: Data): UserProfile {
  const address = obj(d.address);
  return {
    uid: id,
    name: str(d.name) || str(d.displayName),
    avatarUrl: str(d.avatarUrl) || str(d.photoURL),
    headline: str(d.headline),
    bio: str(d.bio),
    role: oneOf(ROLES, d.role),
    gender: oneOf(GENDERS, d.gender),
    skills: strings(d.skills),
    address: { city: str(address.city), district: str(address.district) },
    createdAt: toMillis(d.createdAt),
    unreadNotifications: Math.max(0, Math.trunc(num(d.unreadNotifications))),
    isAdmin: bool(d.isAdmin),
    industryExperience: strings(d.industryExperience),
    yearsExperience: oneOf(YEARS_EXPERIENCE, d.yearsExperience),
    pastExperience: str(d.pastExperience),
    linkedinUrl: str(d.linkedinUrl),
    githubUrl: str(d.githubUrl),
    websiteUrl: str(d.websiteUrl),
    interests: strings(d.interests),
    workingStyle: strings(d.workingStyle),
    availability: oneOf(AVAILABILITIES, d.availability),
    archetypeResult: archetypeResult(d.archetypeResult),
    // A document from before last-active was kept counts as active when it was created.
    lastActiveAt: toMillis(d.lastActiveAt ?? d.createdAt),
  };
}

export function toContact(d: Data): ContactInfo {
  return { email: str(d.email), phone: str(d.phone) };
}

export function toProject(id: string, d: Data): Project {
  return {
    id,
    projectName: str(d.projectName),
    headline: str(d.headline),
    description: str(d.description),
    stage: oneOf(PROJECT_STAGES, d.stage) ?? 'concept',
    partnersWanted: strings(d.partnersWanted).filter((p): p is (typeof PARTNER_ROLES)[number] => isOneOf(PARTNER_ROLES, p)),
    skillsRequired: strings(d.skillsRequired),
    ownerId: str(d.ownerId) || id,
    ownerName: str(d.ownerName),
    ownerAvatar: str(d.ownerAvatar),
    createdAt: toMillis(d.createdAt),
    hidden: d.hidden === true,
  };
}

/** projects/{projectId}/applications/{applicantId}: both ids come from the path. */
export function toApplication(projectId: string, applicantId: string, d: Data): Application {
  return {
    projectId,
    applicantId: str(d.applicantId) || applicantId,
    applicantName: str(d.applicantName),
    applicantAvatar: str(d.applicantAvatar),
    status: oneOf(APPLICATION_STATUSES, d.status) ?? 'pending',
    createdAt: toMillis(d.createdAt),
  };
}

export function toChatMessage(chatId: string, id: string, d: Data): ChatMessage {
  return { id, chatId, text: str(d.text), senderId: str(d.senderId), timestamp: toMillis(d.timestamp) };
}

export function toChatSummary(otherId: string, d: Data): ChatSummary {
  const last = obj(d.lastMessage);
  return {
    otherId: str(d.otherId) || otherId,
    otherName: str(d.otherName),
    otherAvatar: str(d.otherAvatar),
    lastMessage: { text: str(last.text), timestamp: toMillis(last.timestamp), senderId: str(last.senderId) },
    unreadCount: Math.max(0, Math.trunc(num(d.unreadCount))),
  };
}

export function toNotification(uid: string, id: string, d: Data): AppNotification {
  return {
    id,
    userId: str(d.userId) || uid,
    type: oneOf(NOTIFICATION_TYPES, d.type) ?? 'other',
    message: str(d.message),
    isRead: bool(d.isRead),
    link: str(d.link),
    createdAt: toMillis(d.createdAt),
  };
}

export function toBanner(id: string, d: Data): Banner {
  return { id, title: str(d.title), linkUrl: str(d.linkUrl), imageUrl: str(d.imageUrl), order: num(d.order, 100) };
}

export function toResource(id: string, d: Data): Resource {
  return {
    id,
    title: str(d.title),
    description: str(d.description),
    imageUrl: str(d.imageUrl),
    officialUrl: str(d.officialUrl),
    category: str(d.category),
    district: str(d.district),
    createdAt: toMillis(d.createdAt),
  };
}

export function toQuestionnaire(id: string, d: Data): Questionnaire {
  return { id, title: str(d.title), description: str(d.description), isActive: bool(d.isActive) };
}

/** Spec 3: "Older options had one single value" — it counts for `overall` (core scoring's rule). */
function toOption(v: unknown): QuestionOption {
  const o = obj(v);
  const scores = {} as DimensionScores;
  const raw = o.scores === undefined || o.scores === null ? null : obj(o.scores);
  for (const dim of SCORE_DIMENSIONS) scores[dim] = raw ? num(raw[dim]) : dim === 'overall' ? num(o.value) : 0;
  return { text: str(o.text), scores };
}

export function toQuestion(id: string, d: Data): Question {
  return {
    id,
    questionnaireId: str(d.questionnaireId),
    part: num(d.part),
    order: num(d.order, 10),
    text: str(d.text),
    type: oneOf(QUESTION_TYPES, d.type) ?? 'single_choice',
    options: Array.isArray(d.options) ? d.options.map(toOption) : [],
  };
}

/**
 * A submission's answers: stored as a map of question id to option index (so no question is
 * answered twice, and firestore.rules can bound them); older documents hold a list of answers.
 */
function toAnswers(v: unknown): Answer[] {
  if (Array.isArray(v)) {
    return v.map((a) => {
      const o = obj(a);
      return { questionId: str(o.questionId), chosenOptionIndex: num(o.chosenOptionIndex, -1) };
    });
  }
  return Object.entries(obj(v)).map(([questionId, index]) => ({ questionId, chosenOptionIndex: num(index, -1) }));
}

/** The field onSubmissionCreated sets, with the reason, on a submission it refused to score. */
export const SUBMISSION_REFUSED_FIELD = 'refusedReason';

/** Why the function refused the submission; null when it was not refused. */
export function submissionRefusal(d: Data): 'answers_incomplete' | null {
  return typeof d[SUBMISSION_REFUSED_FIELD] === 'string' ? 'answers_incomplete' : null;
}

export function toSubmission(id: string, d: Data): Submission {
  return {
    id,
    userId: str(d.userId),
    questionnaireId: str(d.questionnaireId),
    answers: toAnswers(d.answers),
    createdAt: toMillis(d.createdAt),
    resultId: typeof d.resultId === 'string' && d.resultId !== '' ? d.resultId : null,
  };
}

export function toResult(id: string, d: Data): QuestionnaireResult {
  const dims = obj(d.dimensionScores);
  const dimensionScores = {} as DimensionScores;
  for (const dim of SCORE_DIMENSIONS) dimensionScores[dim] = num(dims[dim]);
  return {
    id,
    userId: str(d.userId),
    submissionId: str(d.submissionId) || id,
    overallScore: num(d.overallScore),
    archetype: oneOf(ARCHETYPES, d.archetype) ?? 'dreamer',
    retakeCount: num(d.retakeCount),
    dimensionScores,
    createdAt: toMillis(d.createdAt),
  };
}
