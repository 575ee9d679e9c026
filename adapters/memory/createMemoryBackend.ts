/**
 * The in-memory backend with every port made at once: what tests, benchmarks and scripts open.
 * The app opens the same backend from the composition root, which loads some ports on first use
 * (src/memoryBackend.ts).
 */
import { createAdminGateway } from './adminGateway';
import { createApplicationRepository } from './applicationRepository';
import { createAuthProvider } from './authProvider';
import { createBlockRepository } from './blockRepository';
import { createChatGateway } from './chatGateway';
import { createBannerRepository, createResourceRepository } from './contentRepository';
import { createFeedbackService } from './feedbackService';
import { createFileStorage } from './fileStorage';
import { createMyDataGateway } from './myDataGateway';
import { openMemoryBackend, type MemoryBackend, type MemoryBackendOptions, type MemoryPorts } from './memoryBackend';
import { createNotificationRepository } from './notificationRepository';
import { createProjectRepository } from './projectRepository';
import { createQuestionnaireRepository } from './questionnaireRepository';
import { createReportRepository } from './reportRepository';
import { createUserRepository } from './userRepository';

export type { MemoryBackend, MemoryBackendOptions } from './memoryBackend';

const EVERY_PORT: MemoryPorts = {
  auth: (ctx, { socialPrompt }) => createAuthProvider(ctx, socialPrompt),
  users: createUserRepository,
  projects: createProjectRepository,
  applications: createApplicationRepository,
  chat: createChatGateway,
  blocks: createBlockRepository,
  notifications: createNotificationRepository,
  banners: createBannerRepository,
  resources: createResourceRepository,
  questionnaire: createQuestionnaireRepository,
  storage: createFileStorage,
  feedback: createFeedbackService,
  admin: createAdminGateway,
  reports: createReportRepository,
  myData: createMyDataGateway,
};

export function createMemoryBackend(options: MemoryBackendOptions = {}): Promise<MemoryBackend> {
  return openMemoryBackend(EVERY_PORT, options);
}
