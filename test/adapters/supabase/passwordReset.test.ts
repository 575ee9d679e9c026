/** @jest-environment jest-fixed-jsdom */
/**
 * A Supabase reset link signs the member in on /reset-password (GoTrue's PASSWORD_RECOVERY), where
 * they choose the new password. supabase-js is stood in for at its auth surface: the events it
 * announces and the two calls the adapter makes.
 */
import { createSupabaseBackendFromClient } from '../../../adapters/supabase/createSupabaseBackend';
import type { SupabaseClient } from '../../../adapters/supabase/client';

type Listener = (event: string, session: { user: Record<string, unknown> } | null) => void;

function fakeClient() {
  const calls: { updateUser: unknown[]; resetPasswordForEmail: unknown[][] } = {
    updateUser: [],
    resetPasswordForEmail: [],
  };
  let listener: Listener = () => {};
  const client = {
    auth: {
      onAuthStateChange(callback: Listener) {
        listener = callback;
        return { data: { subscription: { unsubscribe() {} } } };
      },
      async getSession() {
        return { data: { session: null }, error: null };
      },
      async updateUser(attributes: unknown) {
        calls.updateUser.push(attributes);
        return { data: {}, error: null };
      },
      async resetPasswordForEmail(email: string, options: unknown) {
        calls.resetPasswordForEmail.push([email, options]);
        return { data: {}, error: null };
      },
    },
  };
  const user = {
    id: 'u-1',
    email: 'a@example.com',
    user_metadata: { name: '林小艾' },
    email_confirmed_at: '2026-11-01',
  };
  return {
    client: client as unknown as SupabaseClient,
    calls,
    announce: (event: string) => listener(event, event === 'SIGNED_OUT' ? null : { user }),
  };
}

describe('Supabase: the password a reset link lets the member choose', () => {
  beforeEach(() => sessionStorage.clear());

  it('sends the link to /reset-password, where the session it opens sets the new password once', async () => {
    const fake = fakeClient();
    const backend = await createSupabaseBackendFromClient(fake.client, { redirectTo: 'https://cofounder.example/' });
    await backend.auth.sendPasswordReset('A@example.com');
    expect(fake.calls.resetPasswordForEmail).toEqual([
      ['a@example.com', { redirectTo: 'https://cofounder.example/reset-password' }],
    ]);

    expect(backend.auth.passwordResetPending()).toBe(false);
    fake.announce('PASSWORD_RECOVERY');
    expect(backend.auth.passwordResetPending()).toBe(true);
    await backend.auth.completePasswordReset('new-secret');
    expect(fake.calls.updateUser).toEqual([{ password: 'new-secret' }]);
    expect(backend.auth.passwordResetPending()).toBe(false);
    await expect(backend.auth.completePasswordReset('again')).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('an ordinary sign-in never sets a password this way; a reload of the page still knows the link', async () => {
    const fake = fakeClient();
    const backend = await createSupabaseBackendFromClient(fake.client);
    fake.announce('SIGNED_IN');
    expect(backend.auth.passwordResetPending()).toBe(false);
    await expect(backend.auth.completePasswordReset('new-secret')).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect(fake.calls.updateUser).toEqual([]);

    fake.announce('PASSWORD_RECOVERY');
    const reloaded = fakeClient();
    const again = await createSupabaseBackendFromClient(reloaded.client);
    reloaded.announce('SIGNED_IN');
    expect(again.auth.passwordResetPending()).toBe(true);
    reloaded.announce('SIGNED_OUT');
    expect(again.auth.passwordResetPending()).toBe(false);
  });
});
