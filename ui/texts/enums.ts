import type {
  ApplicationStatus,
  Archetype,
  Availability,
  Gender,
  NotificationType,
  PartnerRole,
  ProjectStage,
  Role,
  ScoreDimension,
  SocialProvider,
  YearsExperience,
} from '../../core/domain';

/** Every enumeration code of core/domain/enums.ts, with its glossary label. */
export const enums = {
  role: {
    idea_holder: '我有創業點子',
    technical: '我是技術專家',
    operations: '我是營運/行銷專家',
  } satisfies Record<Role, string>,
  /** A project's "partners wanted" / Explore projects' partner type. */
  partnerType: {
    technical: '技術專家',
    operations: '營運/行銷專家',
  } satisfies Record<PartnerRole, string>,
  gender: {
    male: '男性',
    female: '女性',
    undisclosed: '不透露',
  } satisfies Record<Gender, string>,
  yearsExperience: {
    '1-3': '1-3 年',
    '3-5': '3-5 年',
    '5-10': '5-10 年',
    '10+': '10 年以上',
  } satisfies Record<YearsExperience, string>,
  stage: {
    concept: '概念階段',
    prototype: '原型開發',
    early_adopters: '早期使用者',
  } satisfies Record<ProjectStage, string>,
  availability: {
    full_time: '全職合夥',
    part_time: '兼職或顧問',
    either: '皆可',
  } satisfies Record<Availability, string>,
  applicationStatus: {
    pending: '審核中',
    accepted: '已接受',
    rejected: '已婉拒',
  } satisfies Record<ApplicationStatus, string>,
  archetype: {
    navigator: '領航者',
    pioneer: '開拓者',
    artisan: '工匠',
    collaborator: '協作者',
    dreamer: '夢想家',
  } satisfies Record<Archetype, string>,
  notificationType: {
    chat: '訊息',
    application: '專案申請',
    other: '系統通知',
  } satisfies Record<NotificationType, string>,
  scoreDimension: {
    overall: '綜合分數',
    skill: '專業能力',
    execution: '執行力',
    teamwork: '團隊合作',
    risk: '風險承受度',
  } satisfies Record<ScoreDimension, string>,
  socialProvider: {
    google: 'Google',
    facebook: 'Facebook',
  } satisfies Record<SocialProvider, string>,
  /** The editor's chooser (spec 2 Editor). */
  editorChoice: {
    idea: '我有創業點子',
    skills: '我有專業技能',
  },
} as const;
