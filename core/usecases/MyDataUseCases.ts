import { DomainError, isAccountDeletionConfirmed, type MyDataExport } from '../domain';
import type { AuthProvider, MyDataGateway } from '../ports';

/** One section of the download: its name in the file, and the port method that reads it. */
export interface MyDataSection {
  name: string;
  read(gateway: MyDataGateway): Promise<unknown>;
}

/**
 * The sections of 下載我的資料, in the file's order. A new kind of record the platform keeps about
 * a member is one more row here, read by one more port method.
 */
export const MY_DATA_SECTIONS: readonly MyDataSection[] = [
  { name: 'profile', read: (g) => g.readProfile() },
  { name: 'contact', read: (g) => g.readContact() },
  { name: 'project', read: (g) => g.readProject() },
  { name: 'applicationsMade', read: (g) => g.readApplicationsMade() },
  { name: 'applicationsReceived', read: (g) => g.readApplicationsReceived() },
  { name: 'messages', read: (g) => g.readMessages() },
  { name: 'notifications', read: (g) => g.readNotifications() },
  { name: 'assessmentSubmissions', read: (g) => g.readAssessmentSubmissions() },
  { name: 'assessmentResults', read: (g) => g.readAssessmentResults() },
  { name: 'reportsMade', read: (g) => g.readReportsMade() },
  { name: 'blocksMade', read: (g) => g.readBlocksMade() },
];

/** The member's rights over their data (個人資料保護法): see all of it, and delete the account. */
export class MyDataUseCases {
  constructor(
    private readonly gateway: MyDataGateway,
    private readonly auth: AuthProvider,
    private readonly now: () => number = () => Date.now(),
    private readonly sections: readonly MyDataSection[] = MY_DATA_SECTIONS,
  ) {}

  /** Everything the platform holds about the signed-in member, one named section per kind. */
  async exportMyData(): Promise<MyDataExport> {
    const session = this.auth.currentSession();
    if (!session) throw new DomainError('auth/not-signed-in');
    const read = await Promise.all(this.sections.map(async (s) => [s.name, await s.read(this.gateway)] as const));
    return { format: 'cofounder-my-data', uid: session.uid, exportedAt: this.now(), sections: Object.fromEntries(read) };
  }

  /** Deletes the account once the member typed ACCOUNT_DELETION_WORD; the session ends. */
  async deleteMyAccount(confirmation: string): Promise<void> {
    if (!isAccountDeletionConfirmed(confirmation)) {
      throw new DomainError('invalid-argument', 'the confirmation word does not match', ['confirmation_mismatch']);
    }
    await this.gateway.deleteAccount(confirmation.trim());
  }
}
