/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeWorld } from '../support/fakeBackend';
import { renderRoutes } from '../support/renderApp';

/** A member a reset link signed in (Supabase), on /reset-password. */
function linkOpened() {
  const world = new FakeWorld();
  world.signInAs(world.addMember({ name: '林小艾' }));
  world.passwordResetPending = true;
  return world;
}

describe('ResetPasswordPage (/reset-password)', () => {
  it('lets the member a reset link signed in choose a new password, then goes Home', async () => {
    const world = linkOpened();
    const view = renderRoutes(world, '/reset-password');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: '設定新密碼' })).toBeTruthy();
    const field = screen.getByLabelText('新密碼', { selector: 'input' }) as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('new-password');

    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: '儲存新密碼' }));
    expect(await screen.findByText('密碼至少需要 6 個字元。')).toBeTruthy();
    expect(field.value).toBe('12345');
    expect(world.newPasswords).toEqual([]);

    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: '儲存新密碼' }));
    await waitFor(() => expect(view.path()).toBe('/home'));
    expect(world.newPasswords).toEqual(['123456']);
    expect(await screen.findByText('已更新密碼，之後請用新密碼登入。')).toBeTruthy();
  });

  it('keeps what was typed and says why when the backend refuses', async () => {
    const world = linkOpened();
    world.failures.newPassword = new Error('network');
    renderRoutes(world, '/reset-password');
    const user = userEvent.setup();
    const field = (await screen.findByLabelText('新密碼', { selector: 'input' })) as HTMLInputElement;
    await user.type(field, 'secret-new');
    await user.click(screen.getByRole('button', { name: '儲存新密碼' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(field.value).toBe('secret-new');
  });

  it('says a link is used up or expired, with the way back to sign in', async () => {
    const world = new FakeWorld();
    renderRoutes(world, '/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: '這個連結已經失效' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到登入頁面' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('新密碼')).toBeNull();
  });
});
