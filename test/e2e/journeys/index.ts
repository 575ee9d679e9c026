import type { Journey } from '../harness.ts';
import { adminAddsQuestion, adminClosedToMembers, adminEditsBanner, adminGrantsRights, adminScreens } from './admin.ts';
import { assessment } from './assessment.ts';
import { applicationNotification, chatTwoTabs } from './chat.ts';
import { chatConcurrentTabs } from './chatConcurrentTabs.ts';
import { draftsAndLeaving } from './drafts.ts';
import { explorePartnersJourney, exploreProjectsJourney } from './explore.ts';
import { firstPaintShells, firstScreenDownloads, hydrationQuiet, typedBeforeScripts } from './firstPaint.ts';
import { guards } from './guards.ts';
import { hosting } from './hosting.ts';
import { textLimits } from './limits.ts';
import { myDataDownloadAndDelete, myDataScreens } from './myData.ts';
import { profileOnboarding, profileScreens, profileValidation } from './profile.ts';
import { contactForm, projectCrossMember, projectFormValidation } from './projects.ts';
import { recommendationsJourney } from './recommendations.ts';
import { reportResolved } from './reports.ts';
import { everyRoute } from './routes.ts';
import { blockStopsChat, outreachLimit } from './safety.ts';
import { routeChunkOffline, startupOffline } from './startup.ts';
import { phoneMenu } from './phoneMenu.ts';
import { storageFaults } from './storageFaults.ts';
import { halfFinishedAccounts } from './whoIsShown.ts';

/**
 * Every browser journey, in the order they start (test/e2e/run.ts runs three at a time): the
 * longest, every route in three looks, first, so the lanes end at about the same time.
 */
export const journeys: Journey[] = [
  everyRoute,
  hosting,
  firstPaintShells,
  hydrationQuiet,
  firstScreenDownloads,
  typedBeforeScripts,
  guards,
  startupOffline,
  routeChunkOffline,
  phoneMenu,
  profileOnboarding,
  profileValidation,
  profileScreens,
  textLimits,
  explorePartnersJourney,
  recommendationsJourney,
  halfFinishedAccounts,
  exploreProjectsJourney,
  projectFormValidation,
  projectCrossMember,
  contactForm,
  draftsAndLeaving,
  chatTwoTabs,
  chatConcurrentTabs,
  blockStopsChat,
  outreachLimit,
  storageFaults,
  applicationNotification,
  assessment,
  adminClosedToMembers,
  adminGrantsRights,
  adminEditsBanner,
  adminAddsQuestion,
  reportResolved,
  adminScreens,
  myDataScreens,
  myDataDownloadAndDelete,
];
