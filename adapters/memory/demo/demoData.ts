/**
 * The demo data set of the in-memory backend. Load it with `loadDemoData()` (a dynamic
 * import), so this module and everything it pulls in ship in their own bundle chunk.
 */
import type { DemoData } from './demoTypes';
import { demoBanners, demoResources } from './demoContent';
import { demoApplications, demoProjects } from './demoProjects';
import { demoNotifications } from './demoNotifications';
import { demoQuestionnaire, demoQuestions } from './demoQuestionnaire';
import { demoUsers } from './demoUsers';

export type { DemoData, DemoUser } from './demoTypes';
export { DEMO_ACCOUNTS, DEMO_NOW } from './demoTypes';

export const demoData: DemoData = {
  users: demoUsers,
  projects: demoProjects,
  applications: demoApplications,
  notifications: demoNotifications,
  banners: demoBanners,
  resources: demoResources,
  questionnaire: demoQuestionnaire,
  questions: demoQuestions,
};
