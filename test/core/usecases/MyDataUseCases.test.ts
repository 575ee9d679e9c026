import { ACCOUNT_DELETION_WORD, DomainError, isAccountDeletionConfirmed } from '../../../core/domain';
import type { AuthProvider, AuthSession, MyDataGateway } from '../../../core/ports';
import { MY_DATA_SECTIONS, MyDataUseCases } from '../../../core/usecases/MyDataUseCases';

const SESSION: AuthSession = { uid: 'u-1', email: 'a@example.com', displayName: 'A', emailVerified: true };

function auth(session: AuthSession | null): AuthProvider {
  return { currentSession: () => session } as unknown as AuthProvider;
}

/** A gateway whose every read answers its own method name, and whose deletion is recorded. */
function gateway(): MyDataGateway & { deleted: string[] } {
  const deleted: string[] = [];
  const reads = Object.fromEntries(
    [
      'readProfile',
      'readContact',
      'readProject',
      'readApplicationsMade',
      'readApplicationsReceived',
      'readMessages',
      'readNotifications',
      'readAssessmentSubmissions',
      'readAssessmentResults',
      'readReportsMade',
      'readBlocksMade',
    ].map((name) => [name, async () => `from ${name}`]),
  );
  return {
    ...(reads as unknown as MyDataGateway),
    deleted,
    async deleteAccount(confirmation: string) {
      deleted.push(confirmation);
    },
  };
}

describe('MyDataUseCases', () => {
  it('gathers every named section from its port method, in order', async () => {
    const useCases = new MyDataUseCases(gateway(), auth(SESSION), () => 1_700_000_000_000);
    const data = await useCases.exportMyData();
    expect(data).toEqual({
      format: 'cofounder-my-data',
      uid: 'u-1',
      exportedAt: 1_700_000_000_000,
      sections: {
        profile: 'from readProfile',
        contact: 'from readContact',
        project: 'from readProject',
        applicationsMade: 'from readApplicationsMade',
        applicationsReceived: 'from readApplicationsReceived',
        messages: 'from readMessages',
        notifications: 'from readNotifications',
        assessmentSubmissions: 'from readAssessmentSubmissions',
        assessmentResults: 'from readAssessmentResults',
        reportsMade: 'from readReportsMade',
        blocksMade: 'from readBlocksMade',
      },
    });
    expect(MY_DATA_SECTIONS.map((s) => s.name)).toEqual(Object.keys(data.sections));
  });

  it('takes more sections as rows', async () => {
    const extra = [...MY_DATA_SECTIONS, { name: 'reports', read: async () => ['a report'] }];
    const data = await new MyDataUseCases(gateway(), auth(SESSION), () => 0, extra).exportMyData();
    expect(data.sections.reports).toEqual(['a report']);
  });

  it('refuses a visitor', async () => {
    await expect(new MyDataUseCases(gateway(), auth(null)).exportMyData()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
  });

  it('deletes only with the confirmation word, trimmed', async () => {
    const g = gateway();
    const useCases = new MyDataUseCases(g, auth(SESSION));
    for (const typed of ['', '刪除', 'delete', '刪除帳號了']) {
      const error = await useCases.deleteMyAccount(typed).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'invalid-argument', details: ['confirmation_mismatch'] });
    }
    expect(g.deleted).toEqual([]);
    await useCases.deleteMyAccount(`  ${ACCOUNT_DELETION_WORD} `);
    expect(g.deleted).toEqual([ACCOUNT_DELETION_WORD]);
  });

  it('knows the word', () => {
    expect(isAccountDeletionConfirmed('刪除帳號')).toBe(true);
    expect(isAccountDeletionConfirmed(' 刪除帳號\n')).toBe(true);
    expect(isAccountDeletionConfirmed(null)).toBe(false);
    expect(isAccountDeletionConfirmed('刪除 帳號')).toBe(false);
  });
});
