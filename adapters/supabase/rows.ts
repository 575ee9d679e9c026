/** Table rows (snake_case, as PostgREST returns them) and their domain shapes. */
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

export interface ProfileRow {
  uid: string;
  name: string;
  avatar_url: string;
  headline: string;
  bio: string;
  role: string | null;
  gender: string | null;
  skills: string[] | null;
  city: string;
  district: string;
  created_at: string;
  unread_notifications: number;
  is_admin: boolean;
  industry_experience: string[] | null;
  years_experience: string | null;
  past_experience: string;
  linkedin_url: string;
  github_url: string;
  website_url: string;
  interests: string[] | null;
  working_style: string[] | null;
  availability: string | null;
  archetype_result: unknown;
}

export interface ProjectRow {
  id: string;
  owner_id: string;
  project_name: string;
  headline: string;
  description: string;
  stage: string;
  partners_wanted: string[] | null;
  skills_required: string[] | null;
  owner_name: string;
  owner_avatar: string;
  created_at: string;
}

export interface ApplicationRow {
  project_id: string;
  applicant_id: string;
  applicant_name: string;
  applicant_avatar: string;
  status: string;
  created_at: string;
  /** The id its client gave it (a retry carries the same one). */
  client_id?: string | null;
}

export interface MessageRow {
  id: string;
  chat_id: string;
  sender_id: string;
  receiver_id: string;
  text: string;
  created_at: string;
  /** The id its client gave it (a retry carries the same one). */
  client_id?: string | null;
}

export interface SummaryRow {
  owner_id: string;
  other_id: string;
  other_name: string;
  other_avatar: string;
  last_text: string;
  last_sender_id: string | null;
  last_at: string;
  unread_count: number;
}

export interface NotificationRow {
  user_id: string;
  id: string;
  type: string;
  message: string;
  is_read: boolean;
  link: string;
  created_at: string;
}

export interface BannerRow {
  id: string;
  title: string;
  link_url: string;
  image_url: string;
  sort_order: number;
}

export interface ResourceRow {
  id: string;
  title: string;
  description: string;
  image_url: string;
  official_url: string;
  category: string;
  district: string;
  created_at: string;
}

export interface QuestionnaireRow {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
}

export interface QuestionRow {
  id: string;
  questionnaire_id: string;
  part: number;
  sort_order: number;
  text: string;
  type: string;
  options: unknown;
}

export interface SubmissionRow {
  id: string;
  user_id: string;
  questionnaire_id: string;
  answers: unknown;
  created_at: string;
  result_id: string | null;
  /** The id its client gave it (a retry carries the same one). */
  client_id?: string | null;
}

export interface ResultRow {
  id: string;
  user_id: string;
  submission_id: string;
  overall_score: number;
  archetype: string;
  retake_count: number;
  dimension_scores: unknown;
  created_at: string;
}

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
  };
}

/** A (normalised) profile patch as the columns a member may write. */
export function profilePatchRow(p: ProfilePatch): Record<string, unknown> {
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
  return row;
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
  };
}

export function projectInputRow(p: ProjectInput): Record<string, unknown> {
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
  return { id: r.id, chatId: r.chat_id, text: text(r.text), senderId: r.sender_id, timestamp: ms(r.created_at) };
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
  const options = Array.isArray(r.options) ? (r.options as Question['options']) : [];
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

export function questionInputRow(q: QuestionInput): Record<string, unknown> {
  return {
    questionnaire_id: q.questionnaireId,
    part: q.part,
    sort_order: q.order,
    text: q.text,
    type: q.type,
    options: q.options,
  };
}

export function toSubmission(r: SubmissionRow): Submission {
  return {
    id: r.id,
    userId: r.user_id,
    questionnaireId: r.questionnaire_id,
    answers: Array.isArray(r.answers) ? (r.answers as Submission['answers']) : [],
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
