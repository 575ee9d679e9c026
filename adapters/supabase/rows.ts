/**
 * Table rows (snake_case, as PostgREST returns them, typed by database.types.ts) and their
 * domain shapes.
 */
import {
  ARCHETYPES,
  AVAILABILITIES,
  GENDERS,
  ROLES,
  YEARS_EXPERIENCE,
  isOneOf,
  type Application,
  type AppNotification,
  type ArchetypeResultRef,
  type Banner,
  type ChatMessage,
  type ChatSummary,
  type ContactInfo,
  type NotificationType,
  type ProfilePatch,
  type Project,
  type ProjectInput,
  type Question,
  type QuestionInput,
  type Questionnaire,
  type QuestionnaireResult,
  type Resource,
  type Submission,
  type UserProfile,
} from '../../core/domain';
import type { Insert, Json, Row, Update } from './database.types';

export type ProfileRow = Row<'profiles'>;
export type ProjectRow = Row<'projects'>;
export type ApplicationRow = Row<'applications'>;
export type MessageRow = Row<'chat_messages'>;
export type SummaryRow = Row<'chat_summaries'>;
export type NotificationRow = Row<'notifications'>;
export type BannerRow = Row<'banners'>;
export type ResourceRow = Row<'resources'>;
export type QuestionnaireRow = Row<'questionnaires'>;
export type QuestionRow = Row<'questions'>;
export type SubmissionRow = Row<'submissions'>;
export type ResultRow = Row<'questionnaire_results'>;

/** Postgres timestamptz (ISO text from PostgREST) → epoch ms. */
export function ms(ts: string | null | undefined): number {
  if (!ts) return 0;
  const n = Date.parse(ts);
  return Number.isFinite(n) ? n : 0;
}

const list = (v: string[] | null | undefined): string[] =>
  Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function archetypeRef(v: unknown): ArchetypeResultRef | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  if (!isOneOf(ARCHETYPES, r.archetype) || typeof r.resultId !== 'string') return null;
  return {
    archetype: r.archetype,
    overallScore: num(r.overallScore),
    resultId: r.resultId,
    retakeCount: num(r.retakeCount),
  };
}

export function toProfile(r: ProfileRow): UserProfile {
  return {
    uid: r.uid,
    name: text(r.name),
    avatarUrl: text(r.avatar_url),
    headline: text(r.headline),
    bio: text(r.bio),
    role: isOneOf(ROLES, r.role) ? r.role : null,
    gender: isOneOf(GENDERS, r.gender) ? r.gender : null,
    skills: list(r.skills),
    address: { city: text(r.city), district: text(r.district) },
    createdAt: ms(r.created_at),
    unreadNotifications: Math.max(0, num(r.unread_notifications)),
    isAdmin: r.is_admin === true,
    industryExperience: list(r.industry_experience),
    yearsExperience: isOneOf(YEARS_EXPERIENCE, r.years_experience) ? r.years_experience : null,
    pastExperience: text(r.past_experience),
    linkedinUrl: text(r.linkedin_url),
    githubUrl: text(r.github_url),
    websiteUrl: text(r.website_url),
    interests: list(r.interests),
    workingStyle: list(r.working_style),
    availability: isOneOf(AVAILABILITIES, r.availability) ? r.availability : null,
    archetypeResult: archetypeRef(r.archetype_result),
    lastActiveAt: ms(r.last_active_at),
  };
}

/** A (normalised) profile patch as the columns a member may write. */
export function profilePatchRow(p: ProfilePatch): Update<'profiles'> {
  const row: Record<string, unknown> = {};
  const map: [keyof ProfilePatch, string][] = [
    ['name', 'name'],
    ['avatarUrl', 'avatar_url'],
    ['headline', 'headline'],
    ['bio', 'bio'],
    ['role', 'role'],
    ['gender', 'gender'],
    ['skills', 'skills'],
    ['industryExperience', 'industry_experience'],
    ['yearsExperience', 'years_experience'],
    ['pastExperience', 'past_experience'],
    ['linkedinUrl', 'linkedin_url'],
    ['githubUrl', 'github_url'],
    ['websiteUrl', 'website_url'],
    ['interests', 'interests'],
    ['workingStyle', 'working_style'],
    ['availability', 'availability'],
  ];
  for (const [k, col] of map) if (p[k] !== undefined) row[col] = p[k];
  if (p.address !== undefined) {
    row.city = p.address.city;
    row.district = p.address.district;
  }
  return row as Update<'profiles'>;
}

export function toContact(r: { email: string; phone: string }): ContactInfo {
  return { email: text(r.email), phone: text(r.phone) };
}

export function toProject(r: ProjectRow): Project {
  return {
    id: r.id,
    projectName: text(r.project_name),
    headline: text(r.headline),
    description: text(r.description),
    stage: r.stage as Project['stage'],
    partnersWanted: list(r.partners_wanted) as Project['partnersWanted'],
    skillsRequired: list(r.skills_required),
    ownerId: r.owner_id ?? r.id,
    ownerName: text(r.owner_name),
    ownerAvatar: text(r.owner_avatar),
    createdAt: ms(r.created_at),
    hidden: r.hidden === true,
  };
}

export function projectInputRow(p: ProjectInput): Update<'projects'> & Omit<Insert<'projects'>, 'id'> {
  return {
    project_name: p.projectName,
    headline: p.headline,
    description: p.description,
    stage: p.stage,
    partners_wanted: p.partnersWanted,
    skills_required: p.skillsRequired,
  };
}

export function toApplication(r: ApplicationRow): Application {
  return {
    projectId: r.project_id,
    applicantId: r.applicant_id,
    applicantName: text(r.applicant_name),
    applicantAvatar: text(r.applicant_avatar),
    status: r.status as Application['status'],
    createdAt: ms(r.created_at),
  };
}

export function toMessage(r: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: r.id,
    chatId: text(r.chat_id),
    text: text(r.text),
    senderId: r.sender_id,
    timestamp: ms(r.created_at),
  };
  if (r.client_id) message.clientId = r.client_id;
  return message;
}

export function toSummary(r: SummaryRow): ChatSummary {
  return {
    otherId: r.other_id,
    otherName: text(r.other_name),
    otherAvatar: text(r.other_avatar),
    lastMessage: { text: text(r.last_text), timestamp: ms(r.last_at), senderId: r.last_sender_id ?? '' },
    unreadCount: Math.max(0, num(r.unread_count)),
  };
}

export function toNotification(r: NotificationRow): AppNotification {
  return {
    id: r.id,
    userId: r.user_id,
    type: (['chat', 'application', 'other'].includes(r.type) ? r.type : 'other') as NotificationType,
    message: text(r.message),
    isRead: r.is_read === true,
    link: text(r.link),
    createdAt: ms(r.created_at),
  };
}

export function toBanner(r: BannerRow): Banner {
  return {
    id: r.id,
    title: text(r.title),
    linkUrl: text(r.link_url),
    imageUrl: text(r.image_url),
    order: num(r.sort_order),
  };
}

export function toResource(r: ResourceRow): Resource {
  return {
    id: r.id,
    title: text(r.title),
    description: text(r.description),
    imageUrl: text(r.image_url),
    officialUrl: text(r.official_url),
    category: text(r.category),
    district: text(r.district),
    createdAt: ms(r.created_at),
  };
}

export function toQuestionnaire(r: QuestionnaireRow): Questionnaire {
  return { id: r.id, title: text(r.title), description: text(r.description), isActive: r.is_active === true };
}

export function toQuestion(r: QuestionRow): Question {
  const options = Array.isArray(r.options) ? (r.options as unknown as Question['options']) : [];
  return {
    id: r.id,
    questionnaireId: r.questionnaire_id,
    part: num(r.part),
    order: num(r.sort_order),
    text: text(r.text),
    type: r.type as Question['type'],
    options,
  };
}

export function questionInputRow(q: QuestionInput): Insert<'questions'> {
  return {
    questionnaire_id: q.questionnaireId,
    part: q.part,
    sort_order: q.order,
    text: q.text,
    type: q.type,
    options: q.options as unknown as Json,
  };
}

export function toSubmission(r: SubmissionRow): Submission {
  return {
    id: r.id,
    userId: r.user_id,
    questionnaireId: r.questionnaire_id,
    answers: Array.isArray(r.answers) ? (r.answers as unknown as Submission['answers']) : [],
    createdAt: ms(r.created_at),
    resultId: r.result_id ?? null,
  };
}

export function toResult(r: ResultRow): QuestionnaireResult {
  const d = (r.dimension_scores ?? {}) as Record<string, unknown>;
  return {
    id: r.id,
    userId: r.user_id,
    submissionId: r.submission_id,
    overallScore: num(r.overall_score),
    archetype: r.archetype as QuestionnaireResult['archetype'],
    retakeCount: num(r.retake_count),
    dimensionScores: {
      overall: num(d.overall),
      skill: num(d.skill),
      execution: num(d.execution),
      teamwork: num(d.teamwork),
      risk: num(d.risk),
    },
    createdAt: ms(r.created_at),
  };
}
