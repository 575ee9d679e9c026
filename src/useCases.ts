import type { Backend, ImagePreparer } from '../core/ports';
import type {
  AdminEditUseCases,
  AdminUseCases,
  ChatSendUseCases,
  FeedbackUseCases,
  Joined,
  MyDataUseCases,
  PasswordAuthUseCases,
  ProfileEditUseCases,
  ProjectEditUseCases,
  QuestionnaireUseCases,
  RecommendationUseCases,
  ReportUseCases,
  UseCases,
} from '../core/usecases';
import { AuthUseCases } from '../core/usecases/AuthUseCases';
import { BlockUseCases } from '../core/usecases/BlockUseCases';
import { ChatUseCases } from '../core/usecases/ChatUseCases';
import { ContentUseCases } from '../core/usecases/ContentUseCases';
import { NotificationUseCases } from '../core/usecases/NotificationUseCases';
import { ProfileUseCases } from '../core/usecases/ProfileUseCases';
import { ProjectUseCases } from '../core/usecases/ProjectUseCases';
import { deferred, type Deferrable, type MethodNames } from './lazy/deferred';

export interface UseCaseOptions {
  log?: (message: string, error: unknown) => void;
  resultWaitMs?: number;
  /** Makes pictures smaller before upload; by default the browser's canvas, loaded on first use. */
  images?: ImagePreparer;
}

interface LaterGroup<T> {
  methods: MethodNames<T>;
  load: (b: Backend, options: UseCaseOptions, images: ImagePreparer) => Promise<T>;
}

/** Only saving a picture needs the canvas code, so it is its own chunk, loaded then. */
function canvasImages(): ImagePreparer {
  return deferred(
    async () =>
      (await import(/* webpackChunkName: "image-preparer" */ './images/canvasImagePreparer')).canvasImagePreparer,
    { prepare: true },
  );
}

/**
 * The use cases that load on their first call, each group its own chunk, behind the same
 * interface (./lazy/deferred.ts). The ones that validate what a person typed are here, so the
 * validators travel with them and no first screen downloads them; so are the assessment's, and
 * the admin area's, which travel in the chunk of the admin area's layout ("admin",
 * ui/app/routeTable.ts) that every admin page loads anyway. A page that calls a group as it opens
 * names its chunk in its row of the route table (ui/app/routeTable.ts, ui/app/featureChunks.ts).
 * The blocking use cases only hand each call to their port: a chunk of their own would cost a
 * page more to download than they weigh, so they are built with the first screens'.
 */
const LATER: {
  passwordAuth: LaterGroup<PasswordAuthUseCases>;
  profileEdit: LaterGroup<ProfileEditUseCases>;
  projectEdit: LaterGroup<ProjectEditUseCases>;
  chatSend: LaterGroup<ChatSendUseCases>;
  feedback: LaterGroup<FeedbackUseCases>;
  questionnaire: LaterGroup<QuestionnaireUseCases>;
  recommendations: LaterGroup<RecommendationUseCases>;
  admin: LaterGroup<AdminUseCases>;
  adminEdit: LaterGroup<AdminEditUseCases>;
  reports: LaterGroup<ReportUseCases>;
  myData: LaterGroup<MyDataUseCases>;
} = {
  passwordAuth: {
    methods: { login: true, register: true, requestPasswordReset: true, completePasswordReset: true },
    load: async (b, o) =>
      new (
        await import(/* webpackChunkName: "password-auth-use-cases" */ '../core/usecases/PasswordAuthUseCases')
      ).PasswordAuthUseCases(b.auth, b.users, o.log),
  },
  profileEdit: {
    methods: { saveProfile: true, saveSkillsProfile: true, uploadAvatar: true },
    load: async (b, _o, images) =>
      new (
        await import(/* webpackChunkName: "profile-edit-use-cases" */ '../core/usecases/ProfileEditUseCases')
      ).ProfileEditUseCases(b.users, b.storage, images),
  },
  projectEdit: {
    methods: { publishProject: true, updateProject: true },
    load: async (b) =>
      new (
        await import(/* webpackChunkName: "project-edit-use-cases" */ '../core/usecases/ProjectEditUseCases')
      ).ProjectEditUseCases(b.projects),
  },
  chatSend: {
    methods: { send: true },
    load: async (b) =>
      new (
        await import(/* webpackChunkName: "chat-send-use-cases" */ '../core/usecases/ChatSendUseCases')
      ).ChatSendUseCases(b.chat),
  },
  feedback: {
    methods: { send: true },
    load: async (b) =>
      new (
        await import(/* webpackChunkName: "feedback-use-cases" */ '../core/usecases/FeedbackUseCases')
      ).FeedbackUseCases(b.feedback),
  },
  questionnaire: {
    methods: { loadActive: true, eligibility: true, submitAndWaitForResult: true, lookupResult: true },
    load: async (b, o) =>
      new (
        await import(/* webpackChunkName: "questionnaire-use-cases" */ '../core/usecases/QuestionnaireUseCases')
      ).QuestionnaireUseCases(b.questionnaire, o.resultWaitMs),
  },
  recommendations: {
    methods: { recommendPartners: true, projectSuggestions: true },
    load: async (b) =>
      new (
        await import(/* webpackChunkName: "recommendation-use-cases" */ '../core/usecases/RecommendationUseCases')
      ).RecommendationUseCases(b.users, b.projects),
  },
  admin: {
    methods: {
      dashboard: true,
      searchUsers: true,
      setAdmin: true,
      searchProjects: true,
      deleteProject: true,
      listBanners: true,
      deleteBanner: true,
      listResources: true,
      deleteResource: true,
      loadQuestionnaire: true,
      deleteQuestion: true,
      listReports: true,
      resolveReport: true,
    },
    load: async (b) =>
      new (await import(/* webpackChunkName: "admin" */ '../core/usecases/AdminUseCases')).AdminUseCases(
        b.admin,
        b.projects,
        b.banners,
        b.resources,
        b.questionnaire,
        b.reports,
      ),
  },
  adminEdit: {
    methods: { updateProject: true, uploadBannerImage: true, saveBanner: true, saveResource: true, saveQuestion: true },
    load: async (b, _o, images) =>
      new (
        await import(/* webpackChunkName: "admin-edit-use-cases" */ '../core/usecases/AdminEditUseCases')
      ).AdminEditUseCases(b.projects, b.banners, b.resources, b.questionnaire, b.storage, images),
  },
  reports: {
    methods: { report: true, listMyReports: true },
    load: async (b) =>
      new (await import(/* webpackChunkName: "report-use-cases" */ '../core/usecases/ReportUseCases')).ReportUseCases(
        b.reports,
      ),
  },
  myData: {
    methods: { exportMyData: true, deleteMyAccount: true },
    load: async (b) =>
      new (await import(/* webpackChunkName: "my-data-use-cases" */ '../core/usecases/MyDataUseCases')).MyDataUseCases(
        b.myData,
        b.auth,
      ),
  },
};

/** One group from its two halves: each method runs on the half that has it. */
function joined<A extends object, B extends object>(reads: A, saves: B): Joined<A, B> {
  return Object.assign(Object.create(reads) as A, saves);
}

/** The use cases over a backend's ports: what the first screens call at once, the rest as LATER says. */
export function createUseCases(b: Backend, options: UseCaseOptions = {}): UseCases {
  const images = options.images ?? canvasImages();
  const later = <T extends Deferrable<T>>(group: LaterGroup<T>): T =>
    deferred(() => group.load(b, options, images), group.methods);
  return {
    auth: joined(new AuthUseCases(b.auth, b.users, options.log), later(LATER.passwordAuth)),
    profiles: joined(new ProfileUseCases(b.users), later(LATER.profileEdit)),
    projects: joined(
      new ProjectUseCases(b.projects, b.applications, b.notifications, options.log),
      later(LATER.projectEdit),
    ),
    chat: joined(new ChatUseCases(b.chat), later(LATER.chatSend)),
    blocks: new BlockUseCases(b.blocks),
    notifications: new NotificationUseCases(b.notifications),
    content: new ContentUseCases(b.banners, b.resources),
    questionnaire: later(LATER.questionnaire),
    recommendations: later(LATER.recommendations),
    feedback: later(LATER.feedback),
    admin: joined(later(LATER.admin), later(LATER.adminEdit)),
    reports: later(LATER.reports),
    myData: later(LATER.myData),
  };
}
