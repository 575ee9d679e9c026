import type { Backend } from '../core/ports';
import { createAuthProvider } from '../adapters/memory/authProvider';
import type { MemoryContext } from '../adapters/memory/context';
import { openMemoryBackend, type MemoryBackend, type MemoryBackendOptions } from '../adapters/memory/memoryBackend';
import { createNotificationRepository } from '../adapters/memory/notificationRepository';
import { createProjectRepository } from '../adapters/memory/projectRepository';
import { createUserRepository } from '../adapters/memory/userRepository';
import { deferred, type Deferrable, type MethodNames } from './lazy/deferred';

interface LaterPort<T> {
  methods: MethodNames<T>;
  load: (ctx: MemoryContext) => Promise<T>;
}

type LaterPorts = Omit<Backend, 'auth' | 'users' | 'projects' | 'notifications'>;

/**
 * The memory backend's ports that load on first use, each its own chunk "memory-<feature>":
 * every port but the session, members, projects and notifications, which the app shell calls on
 * every screen. A page that calls one as it opens names its feature in its row of the route table (ui/app/routeTable.ts).
 */
const LATER: { [K in keyof LaterPorts]: LaterPort<LaterPorts[K]> } = {
  applications: {
    methods: {
      watchApplications: true,
      apply: true,
      decide: true,
      getMyApplication: true,
      watchMyApplication: true,
      listMyApplications: true,
    },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-applications" */ '../adapters/memory/applicationRepository')
      ).createApplicationRepository(ctx),
  },
  chat: {
    methods: { watchMessages: true, sendMessage: true, watchInbox: true, markChatRead: true },
    load: async (ctx) =>
      (await import(/* webpackChunkName: "memory-chat" */ '../adapters/memory/chatGateway')).createChatGateway(ctx),
  },
  blocks: {
    methods: { block: true, unblock: true, watchBlocked: true, blockStateWith: true },
    load: async (ctx) =>
      (await import(/* webpackChunkName: "memory-blocks" */ '../adapters/memory/blockRepository')).createBlockRepository(ctx),
  },
  banners: {
    methods: { listBanners: true, createBanner: true, updateBanner: true, deleteBanner: true },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-content" */ '../adapters/memory/contentRepository')
      ).createBannerRepository(ctx),
  },
  resources: {
    methods: { listResources: true, createResource: true, updateResource: true, deleteResource: true },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-content" */ '../adapters/memory/contentRepository')
      ).createResourceRepository(ctx),
  },
  questionnaire: {
    methods: {
      getActiveQuestionnaire: true,
      listQuestions: true,
      countMySubmissions: true,
      latestMySubmission: true,
      submit: true,
      watchSubmission: true,
      getResult: true,
      addQuestion: true,
      updateQuestion: true,
      deleteQuestion: true,
    },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-questionnaire" */ '../adapters/memory/questionnaireRepository')
      ).createQuestionnaireRepository(ctx),
  },
  storage: {
    methods: { uploadAvatar: true, uploadBannerImage: true },
    load: async (ctx) =>
      (await import(/* webpackChunkName: "memory-uploads" */ '../adapters/memory/fileStorage')).createFileStorage(ctx),
  },
  feedback: {
    methods: { submitFeedback: true },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-feedback" */ '../adapters/memory/feedbackService')
      ).createFeedbackService(ctx),
  },
  admin: {
    methods: { countUsers: true, countProjects: true, searchUsers: true, searchProjects: true, setAdmin: true },
    load: async (ctx) =>
      (await import(/* webpackChunkName: "memory-admin" */ '../adapters/memory/adminGateway')).createAdminGateway(ctx),
  },
  reports: {
    methods: { createReport: true, listMyReports: true, listReports: true, resolveReport: true },
    load: async (ctx) =>
      (
        await import(/* webpackChunkName: "memory-reports" */ '../adapters/memory/reportRepository')
      ).createReportRepository(ctx),
  },
  myData: {
    methods: {
      readProfile: true,
      readContact: true,
      readProject: true,
      readApplicationsMade: true,
      readApplicationsReceived: true,
      readMessages: true,
      readNotifications: true,
      readAssessmentSubmissions: true,
      readAssessmentResults: true,
      readReportsMade: true,
      readBlocksMade: true,
      deleteAccount: true,
    },
    load: async (ctx) =>
      (await import(/* webpackChunkName: "memory-my-data" */ '../adapters/memory/myDataGateway')).createMyDataGateway(ctx),
  },
};

const later =
  <T extends Deferrable<T>>(port: LaterPort<T>) =>
  (ctx: MemoryContext): T =>
    deferred(() => port.load(ctx), port.methods);

/** The in-memory backend as the app runs it, with the ports of LATER loaded on first use. */
export function startMemoryBackend(options: MemoryBackendOptions = {}): Promise<MemoryBackend> {
  return openMemoryBackend(
    {
      auth: (ctx, { socialPrompt }) => createAuthProvider(ctx, socialPrompt),
      users: createUserRepository,
      projects: createProjectRepository,
      notifications: createNotificationRepository,
      applications: later(LATER.applications),
      chat: later(LATER.chat),
      blocks: later(LATER.blocks),
      banners: later(LATER.banners),
      resources: later(LATER.resources),
      questionnaire: later(LATER.questionnaire),
      storage: later(LATER.storage),
      feedback: later(LATER.feedback),
      admin: later(LATER.admin),
      reports: later(LATER.reports),
      myData: later(LATER.myData),
    },
    options,
  );
}
