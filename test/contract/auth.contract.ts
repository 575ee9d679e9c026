/** AuthProvider contract: registration, sign-in, mail, sign-out, the live session. */
import type { AuthSession } from '../../core/ports';
import type { MakeHarness } from './harness';
import { PASSWORD, expectRejects, quiet, record, uniqueEmail, withHarness } from './helpers';

export function describeAuthContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: AuthProvider contract`, () => {
    const harness = withHarness(makeHarness);

    it('a new client is signed out; register signs in with the display name', async () => {
      const client = await harness.get().newClient();
      expect(client.auth.currentSession()).toBeNull();
      const email = uniqueEmail('reg');
      const session = await client.auth.register({ name: '王小明', email, password: PASSWORD });
      expect(session.uid).toEqual(expect.any(String));
      expect(session.uid).not.toBe('');
      expect(session.email).toBe(email.toLowerCase());
      expect(session.displayName).toBe('王小明');
      expect(client.auth.currentSession()).toEqual(session);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      const h = harness.get();
      const email = uniqueEmail('dup');
      await (await h.newClient()).auth.register({ name: 'A', email, password: PASSWORD });
      const other = await h.newClient();
      await expectRejects(other.auth.register({ name: 'B', email, password: PASSWORD }), 'auth/email-already-in-use');
      await expectRejects(
        other.auth.register({ name: 'B', email: email.toUpperCase(), password: PASSWORD }),
        'auth/email-already-in-use',
      );
      expect(other.auth.currentSession()).toBeNull();
    });

    it('refuses a malformed email and a short password', async () => {
      const client = await harness.get().newClient();
      await expectRejects(
        client.auth.register({ name: 'A', email: 'not-an-email', password: PASSWORD }),
        'auth/invalid-email',
      );
      await expectRejects(
        client.auth.register({ name: 'A', email: uniqueEmail('weak'), password: '12345' }),
        'auth/weak-password',
      );
      expect(client.auth.currentSession()).toBeNull();
    });

    it('signs out and back in; wrong password and unknown account are told apart', async () => {
      const h = harness.get();
      const client = await h.newClient();
      const email = uniqueEmail('login');
      const registered = await client.auth.register({ name: '林美玲', email, password: PASSWORD });
      await client.auth.signOut();
      expect(client.auth.currentSession()).toBeNull();

      await expectRejects(client.auth.signIn(email, 'wrong-password'), 'auth/invalid-credential');
      await expectRejects(client.auth.signIn(uniqueEmail('nobody'), PASSWORD), [
        'auth/user-not-found',
        'auth/invalid-credential',
      ]);
      await expectRejects(client.auth.signIn('bad-address', PASSWORD), 'auth/invalid-email');
      expect(client.auth.currentSession()).toBeNull();

      const session = await client.auth.signIn(email, PASSWORD);
      expect(session.uid).toBe(registered.uid);
      expect(client.auth.currentSession()?.uid).toBe(registered.uid);
    });

    it('each client has its own session (two tabs, two members)', async () => {
      const h = harness.get();
      const tab1 = await h.newClient();
      const tab2 = await h.newClient();
      const a = await tab1.auth.register({ name: 'A', email: uniqueEmail('a'), password: PASSWORD });
      expect(tab2.auth.currentSession()).toBeNull();
      const b = await tab2.auth.register({ name: 'B', email: uniqueEmail('b'), password: PASSWORD });
      expect(tab1.auth.currentSession()?.uid).toBe(a.uid);
      expect(tab2.auth.currentSession()?.uid).toBe(b.uid);
    });

    it('sends the verification email only when signed in', async () => {
      const client = await harness.get().newClient();
      await expectRejects(client.auth.sendVerificationEmail(), 'auth/not-signed-in');
      await client.auth.register({ name: 'A', email: uniqueEmail('verify'), password: PASSWORD });
      await expect(client.auth.sendVerificationEmail()).resolves.toBeUndefined();
    });

    it('password reset: malformed email refused, unknown account silently accepted', async () => {
      const h = harness.get();
      const client = await h.newClient();
      await expectRejects(client.auth.sendPasswordReset('no-at-sign'), 'auth/invalid-email');
      await expect(client.auth.sendPasswordReset(uniqueEmail('unknown'))).resolves.toBeUndefined();
      const email = uniqueEmail('reset');
      await (await h.newClient()).auth.register({ name: 'A', email, password: PASSWORD });
      await expect(client.auth.sendPasswordReset(email)).resolves.toBeUndefined();
    });

    it('watchSession calls back with the current value first, on each change, and never after unsubscribe', async () => {
      const h = harness.get();
      const client = await h.newClient();
      const rec = record<AuthSession | null>((cb) => client.auth.watchSession(cb));
      await rec.first();
      expect(rec.values).toEqual([null]);

      const email = uniqueEmail('watch');
      const session = await client.auth.register({ name: '陳大文', email, password: PASSWORD });
      await rec.until((s) => s?.uid === session.uid);
      await client.auth.signOut();
      await rec.until((s) => s === null);
      const delivered = rec.values.length;
      // Never the same value twice in a row.
      for (let i = 1; i < rec.values.length; i += 1) {
        expect(JSON.stringify(rec.values[i])).not.toBe(JSON.stringify(rec.values[i - 1]));
      }

      rec.stop();
      await client.auth.signIn(email, PASSWORD);
      await quiet(h);
      expect(rec.values.length).toBe(delivered);
    });
  });
}
