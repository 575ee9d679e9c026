/** Every contract suite, for an adapter's test file to run in one call. */
import type { MakeHarness } from './harness';
import { describeAdminContract } from './admin.contract';
import { describeApplicationsContract } from './applications.contract';
import { describeAuthContract } from './auth.contract';
import { describeChatContract } from './chat.contract';
import { describeContentContract } from './content.contract';
import { describeFeedbackContract } from './feedback.contract';
import { describeMyDataContract, describeMyDataFilesContract } from './myData.contract';
import { describeNotificationsContract } from './notifications.contract';
import { describeProjectsContract } from './projects.contract';
import { describeQuestionnaireContract } from './questionnaire.contract';
import { describeRecommendationsContract } from './recommendations.contract';
import { describeSafetyContract } from './safety.contract';
import { describeReportsContract } from './reports.contract';
import { describeRetriesContract } from './retries.contract';
import { describeStorageContract } from './storage.contract';
import { describeUsersContract } from './users.contract';

export * from './harness';
export {
  describeAdminContract,
  describeApplicationsContract,
  describeAuthContract,
  describeChatContract,
  describeContentContract,
  describeFeedbackContract,
  describeMyDataContract,
  describeMyDataFilesContract,
  describeNotificationsContract,
  describeProjectsContract,
  describeQuestionnaireContract,
  describeRecommendationsContract,
  describeReportsContract,
  describeRetriesContract,
  describeSafetyContract,
  describeStorageContract,
  describeUsersContract,
};

export const ALL_CONTRACTS = [
  describeAuthContract,
  describeUsersContract,
  describeProjectsContract,
  describeApplicationsContract,
  describeChatContract,
  describeSafetyContract,
  describeNotificationsContract,
  describeContentContract,
  describeQuestionnaireContract,
  describeStorageContract,
  describeFeedbackContract,
  describeAdminContract,
  describeReportsContract,
  describeRetriesContract,
  describeRecommendationsContract,
  describeMyDataContract,
  describeMyDataFilesContract,
] as const;

export function describeAllContracts(name: string, makeHarness: MakeHarness): void {
  for (const describeContract of ALL_CONTRACTS) describeContract(name, makeHarness);
}
