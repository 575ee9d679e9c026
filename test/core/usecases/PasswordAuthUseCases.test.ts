import { jest } from '@jest/globals';
import type { AuthProvider, AuthSession, UserRepository } from '../../../core/ports';
import type { UserProfile } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import { PasswordAuthUseCases } from '../../../core/usecases/PasswordAuthUseCases';

const UID = 'f0e1d2c3-0000-4000-8000-000000000001';

/** An auth provider whose sign-up either signs in (Firebase, memory) or waits for the mail (Supabase's Confirm email). */
function fakeAuth(confirmations: boolean) {
  let current: AuthSession | null = null;
  const calls: string[] = [];
  const account: AuthSession = { uid: UID, email: 'an@example.tw', displayName: '林小安', emailVerified: false };
  const auth = {
    currentSession: () => current,
    async register() {
      calls.push('register');
      if (!confirmations) current = account;
      return account;
    },
    async signIn() {
      calls.push('signIn');
      current = { ...account, emailVerified: true };
      return current;
    },
    async sendVerificationEmail() {
      calls.push('sendVerificationEmail');
      if (!current) throw new DomainError('auth/not-signed-in');
    },
  } as unknown as AuthProvider;
  return { auth, calls };
}

/** Profiles as the database keeps them: creating one needs the member signed in (row-level security). */
function fakeUsers(auth: AuthProvider) {
  const profiles = new Map<string, UserProfile>();
  const created: string[] = [];
  const create = async (uid: string, name: string): Promise<UserProfile> => {
    if (auth.currentSession()?.uid !== uid) throw new DomainError('auth/not-signed-in');
    const existing = profiles.get(uid);
    if (existing) return existing;
    created.push(name);
    const profile = { uid, name } as UserProfile;
    profiles.set(uid, profile);
    return profile;
  };
  const users = {
    getUser: async (uid: string) => profiles.get(uid) ?? null,
    createUser: (uid: string, name: string) => create(uid, name),
    ensureUser: (uid: string, name: string) => create(uid, name),
  } as unknown as UserRepository;
  return { users, created };
}

describe('PasswordAuthUseCases', () => {
  test('registering signs the member in, creates their profile and sends the verification mail', async () => {
    const { auth, calls } = fakeAuth(false);
    const { users, created } = fakeUsers(auth);
    const outcome = await new PasswordAuthUseCases(auth, users).register('林小安', 'an@example.tw', 'secret123');
    expect(outcome).toMatchObject({ session: { uid: UID }, nextPath: '/profile' });
    expect(created).toEqual(['林小安']);
    expect(calls).toEqual(['register', 'sendVerificationEmail']);
  });

  test('when the account waits for its email to be confirmed, registering asks for the mail instead of failing', async () => {
    const { auth, calls } = fakeAuth(true);
    const { users, created } = fakeUsers(auth);
    const log = jest.fn();
    const outcome = await new PasswordAuthUseCases(auth, users, log).register('林小安', ' an@example.tw ', 'secret123');
    expect(outcome).toEqual({ confirmEmailSentTo: 'an@example.tw' });
    // The provider has mailed the confirmation link itself; nothing is written without a session.
    expect(created).toEqual([]);
    expect(calls).toEqual(['register']);
    expect(log).not.toHaveBeenCalled();
  });

  test('the first sign-in after confirming creates the profile with the name given at registration', async () => {
    const { auth } = fakeAuth(true);
    const { users, created } = fakeUsers(auth);
    const useCases = new PasswordAuthUseCases(auth, users);
    await useCases.register('林小安', 'an@example.tw', 'secret123');
    const outcome = await useCases.login('an@example.tw', 'secret123');
    expect(created).toEqual(['林小安']);
    // No role yet: onboarding.
    expect(outcome.nextPath).toBe('/profile');
    await useCases.login('an@example.tw', 'secret123');
    expect(created).toEqual(['林小安']);
  });

  test('a profile that cannot be created at the first sign-in says so as registration does', async () => {
    const { auth } = fakeAuth(true);
    const { users } = fakeUsers(auth);
    users.ensureUser = async () => {
      throw new DomainError('unavailable');
    };
    const log = jest.fn();
    await expect(new PasswordAuthUseCases(auth, users, log).login('an@example.tw', 'secret123')).rejects.toMatchObject({
      code: 'auth/user-db-create-failed',
    });
    expect(log).toHaveBeenCalled();
  });
});
