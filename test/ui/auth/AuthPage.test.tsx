/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { FakeWorld, deferred } from '../support/fakeBackend';
import { renderRoutes } from '../support/renderApp';

async function openAuth(world = new FakeWorld()) {
  const view = renderRoutes(world, '/');
  await screen.findByRole('tab', { name: '登入' });
  const user = userEvent.setup();
  const form = () => within(document.querySelector('form')!);
  return { view, world, user, form };
}

/** The input labelled exactly `label`. */
function field(label: string) {
  return screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

// The form keeps its name and email in the tab (sessionStorage): each test starts a fresh tab.
beforeEach(() => sessionStorage.clear());

describe('AuthPage (spec 2 Auth page, 5 Auth, 8 Auth)', () => {
  it('has proper tabs: a tablist, aria-selected, arrow keys switch, and one tabpanel', async () => {
    const { user } = await openAuth();
    const tablist = screen.getByRole('tablist');
    const [login, register] = within(tablist).getAllByRole('tab');
    expect(login!.textContent).toBe('登入');
    expect(register!.textContent).toBe('註冊');
    expect(login!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(login!.id);
    expect(login!.getAttribute('aria-controls')).toBe(panel.id);

    login!.focus();
    await user.keyboard('{ArrowRight}');
    expect(register!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(register);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(register!.id);
    expect(field('姓名/暱稱')).toBeTruthy();
  });

  it('opens on the tab pressed before the app took the page over', async () => {
    window.earlyInput = { at: '/', texts: {}, focus: '', sent: [], choices: { mode: 'register' }, taken: false };
    try {
      await openAuth();
      expect(screen.getByRole('tab', { name: '註冊' }).getAttribute('aria-selected')).toBe('true');
      expect(field('姓名/暱稱')).toBeTruthy();
    } finally {
      window.earlyInput = undefined;
    }
  });

  it('shows field messages from core validation and marks the fields invalid', async () => {
    const { user, form } = await openAuth();
    await user.click(form().getByRole('button', { name: '登入' }));
    expect(await screen.findByText('請輸入電子郵件。')).toBeTruthy();
    expect(screen.getByText('請輸入密碼。')).toBeTruthy();
    expect(field('電子郵件').getAttribute('aria-invalid')).toBe('true');
    const describedBy = field('電子郵件').getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(),
    ).toContain('請輸入電子郵件。');

    await user.type(field('電子郵件'), 'not-an-email');
    await user.type(field('密碼'), '123');
    await user.click(form().getByRole('button', { name: '登入' }));
    expect(await screen.findByText('電子郵件格式不正確。')).toBeTruthy();
    expect(screen.getByText('密碼至少需要 6 個字元。')).toBeTruthy();
  });

  it('moves focus to the first field to fix, and after a submit the messages follow the typing', async () => {
    const { user, form } = await openAuth();
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '登入' }));
    expect(await screen.findByText('請輸入電子郵件。')).toBeTruthy();
    expect(document.activeElement).toBe(field('電子郵件'));
    expect(screen.queryByText('請輸入密碼。')).toBeNull();

    await user.type(field('電子郵件'), 'a@');
    expect(screen.getByText('電子郵件格式不正確。')).toBeTruthy();
    await user.type(field('電子郵件'), 'example.com');
    expect(screen.queryByText('電子郵件格式不正確。')).toBeNull();
    expect(field('電子郵件').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('requires the name on register', async () => {
    const { user, form } = await openAuth();
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('電子郵件'), 'new@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '註冊' }));
    expect(await screen.findByText('請輸入姓名/暱稱。')).toBeTruthy();
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await openAuth();
    await user.type(field('電子郵件'), 'keep@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('姓名/暱稱'), '陳大文');
    await user.click(screen.getByRole('tab', { name: '登入' }));
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    expect(field('電子郵件').value).toBe('keep@example.com');
    expect(field('密碼').value).toBe('secret123');
    expect(field('姓名/暱稱').value).toBe('陳大文');
  });

  it('register: shows the success message and goes to onboarding (own profile)', async () => {
    const { user, form, view, world } = await openAuth();
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('姓名/暱稱'), '陳大文');
    await user.type(field('電子郵件'), 'david@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '註冊' }));
    expect(await screen.findByText(/註冊成功！驗證信已寄出/)).toBeTruthy();
    const uid = world.accounts.find((a) => a.email === 'david@example.com')!.uid;
    await waitFor(() => expect(view.path()).toBe(`/profile/${uid}`));
    expect(world.profiles.get(uid)?.name).toBe('陳大文');
    expect(world.verificationEmails).toBe(1);
    expect(view.session.onboarding).toBe(true);
  });

  it('register where the email must be confirmed first: says where the mail went, and the first sign-in onboards', async () => {
    const world = new FakeWorld();
    world.confirmEmails = true;
    const { user, form, view } = await openAuth(world);
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('姓名/暱稱'), '陳大文');
    await user.type(field('電子郵件'), 'david@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '註冊' }));
    expect(
      await screen.findByText('註冊成功！驗證信已寄到 david@example.com。請點開信中的連結完成驗證，再回到這裡登入。'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('tab', { name: '登入' }).getAttribute('aria-selected')).toBe('true');
    expect(field('電子郵件').value).toBe('david@example.com');
    expect(field('密碼').value).toBe('secret123');
    expect(view.path()).toBe('/');

    // Before the link is opened, signing in says what is missing.
    await user.click(form().getByRole('button', { name: '登入' }));
    expect((await screen.findByRole('alert')).textContent).toContain('這個電子郵件還沒有完成驗證。');

    const account = world.accounts.find((a) => a.email === 'david@example.com')!;
    account.confirmed = true;
    await user.click(form().getByRole('button', { name: '登入' }));
    await waitFor(() => expect(view.path()).toBe(`/profile/${account.uid}`));
    expect(world.profiles.get(account.uid)?.name).toBe('陳大文');
  });

  it('register: an email already in use shows the zh-TW message and keeps the input', async () => {
    const world = new FakeWorld();
    world.addMember({ email: 'taken@example.com' });
    const { user, form } = await openAuth(world);
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('姓名/暱稱'), '王小明');
    await user.type(field('電子郵件'), 'taken@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '註冊' }));
    expect((await screen.findByRole('alert')).textContent).toContain('此電子郵件已註冊，請直接登入。');
    expect(field('電子郵件').value).toBe('taken@example.com');
    expect(field('姓名/暱稱').value).toBe('王小明');
    // One tap to sign in with it, the email and password kept.
    await user.click(screen.getByRole('button', { name: '改為登入' }));
    expect(screen.getByRole('tab', { name: '登入' }).getAttribute('aria-selected')).toBe('true');
    expect(field('電子郵件').value).toBe('taken@example.com');
    expect(field('密碼').value).toBe('secret123');
  });

  it('register: a failure to create the documents shows 建立會員資料時發生錯誤。 beyond the redirect', async () => {
    const world = new FakeWorld();
    world.failures.createUser = new DomainError('unavailable');
    const { user, form, view } = await openAuth(world);
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    await user.type(field('姓名/暱稱'), '陳大文');
    await user.type(field('電子郵件'), 'david@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '註冊' }));
    // The account exists and is signed in: the guard moves on to onboarding; the notice stays.
    const uid = await waitFor(() => world.accounts.find((a) => a.email === 'david@example.com')!.uid);
    await waitFor(() => expect(view.path()).toBe(`/profile/${uid}`));
    expect(screen.getByRole('alert').textContent).toContain('建立會員資料時發生錯誤。');
  });

  it('login: a member with a role goes to Home', async () => {
    const world = new FakeWorld();
    world.addMember({ email: 'mei@example.com', password: 'secret123' });
    const { user, form, view } = await openAuth(world);
    await user.type(field('電子郵件'), 'mei@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '登入' }));
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  it('a shared link survives sign-in: the visitor is told why, signs in, and lands on the page asked for', async () => {
    const world = new FakeWorld();
    world.addMember({ email: 'mei@example.com', password: 'secret123' });
    const view = renderRoutes(world, '/project/u-77?from=line#apply');
    await screen.findByRole('tab', { name: '登入' });
    expect(view.path()).toBe('/');
    expect(screen.getByText('這個頁面需要登入才能查看。登入後會帶你回到剛才的頁面。')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field('電子郵件'), 'mei@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: '登入' }));
    await waitFor(() => expect(view.path()).toBe('/project/u-77'));
  });

  it('onboarding still comes first for a new member who followed a shared link', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ email: 'norole@example.com', password: 'secret123', role: null });
    const view = renderRoutes(world, '/profile/u-77');
    await screen.findByRole('tab', { name: '登入' });
    const user = userEvent.setup();
    await user.type(field('電子郵件'), 'norole@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(within(document.querySelector('form')!).getByRole('button', { name: '登入' }));
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
  });

  it('a member already signed in who opens the sign-in link with a return path goes there', async () => {
    const world = new FakeWorld();
    world.signInAs(world.addMember());
    const view = renderRoutes(world, `/?next=${encodeURIComponent('/explore-projects')}`);
    await waitFor(() => expect(view.path()).toBe('/explore-projects'));
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/', '/%2F%2Fevil.example'])(
    'never follows a return path off the site or back to sign-in: %s',
    async (next) => {
      const world = new FakeWorld();
      world.signInAs(world.addMember());
      const view = renderRoutes(world, `/?next=${encodeURIComponent(next)}`);
      await waitFor(() => expect(view.path()).toBe('/home'));
    },
  );

  it('login: a member without a role goes to the own profile (onboarding)', async () => {
    const world = new FakeWorld();
    const member = world.addMember({ email: 'norole@example.com', password: 'secret123', role: null });
    const { user, form, view } = await openAuth(world);
    await user.type(field('電子郵件'), 'norole@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '登入' }));
    await waitFor(() => expect(view.path()).toBe(`/profile/${member.uid}`));
  });

  it('login: the submit button reads 處理中... while busy', async () => {
    const world = new FakeWorld();
    world.addMember({ email: 'slow@example.com', password: 'secret123' });
    const gate = deferred<void>();
    world.signInGate = gate.promise;
    const { user, form, view } = await openAuth(world);
    await user.type(field('電子郵件'), 'slow@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '登入' }));
    const busy = await form().findByRole('button', { name: '處理中...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    gate.resolve();
    await waitFor(() => expect(view.path()).toBe('/home'));
  });

  it('login: wrong password shows 電子郵件或密碼錯誤。 and keeps the email', async () => {
    const world = new FakeWorld();
    world.addMember({ email: 'mei@example.com', password: 'secret123' });
    const { user, form, view } = await openAuth(world);
    await user.type(field('電子郵件'), 'mei@example.com');
    await user.type(field('密碼'), 'wrong-password');
    await user.click(form().getByRole('button', { name: '登入' }));
    expect((await screen.findByRole('alert')).textContent).toContain('電子郵件或密碼錯誤。');
    expect(field('電子郵件').value).toBe('mei@example.com');
    expect(view.path()).toBe('/');
  });

  it.each([
    ['auth/user-not-found', '此帳號不存在，請確認輸入內容或註冊新帳號。'],
    ['unavailable', '目前無法連線，請檢查網路後再試一次。'],
    ['unknown', '操作失敗，請稍後再試。'],
    // Codes outside the sign-in errors of spec 8 (a disabled provider, a quota, a disabled user).
    ['failed-precondition', '操作失敗，請稍後再試。'],
    ['resource-exhausted', '操作失敗，請稍後再試。'],
    ['permission-denied', '操作失敗，請稍後再試。'],
  ] as const)('login: error code %s shows its zh-TW text', async (code, message) => {
    const world = new FakeWorld();
    world.failures.signIn = new DomainError(code);
    const { user, form } = await openAuth(world);
    await user.type(field('電子郵件'), 'mei@example.com');
    await user.type(field('密碼'), 'secret123');
    await user.click(form().getByRole('button', { name: '登入' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('the register tab offers to register with Google or Facebook', async () => {
    const { user } = await openAuth();
    await user.click(screen.getByRole('tab', { name: '註冊' }));
    expect(screen.getByRole('button', { name: '使用 Google 註冊' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '使用 Facebook 註冊' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /登入$/ })).toBeNull();
  });

  it('social sign-in: a closed popup shows 登入視窗已關閉。; success goes on', async () => {
    const world = new FakeWorld();
    world.failures.social = new DomainError('auth/popup-closed');
    const { user, view } = await openAuth(world);
    await user.click(screen.getByRole('button', { name: '使用 Google 登入' }));
    expect((await screen.findByRole('alert')).textContent).toContain('登入視窗已關閉。');

    await user.click(screen.getByRole('button', { name: '使用 Facebook 登入' }));
    const uid = await waitFor(() => {
      const account = world.accounts.find((a) => a.email === 'facebook@example.com');
      expect(account).toBeDefined();
      return account!.uid;
    });
    // New social members have no role yet: onboarding. Their name defaults to 新會員.
    await waitFor(() => expect(view.path()).toBe(`/profile/${uid}`));
    expect(world.profiles.get(uid)?.name).toBe('新會員');
  });

  describe('忘記密碼', () => {
    it('with an empty email field asks for the email first', async () => {
      const { user, world } = await openAuth();
      await user.click(screen.getByRole('button', { name: '忘記密碼？' }));
      expect(await screen.findByText('請先在電子郵件欄位輸入你的電子郵件。')).toBeTruthy();
      expect(document.activeElement).toBe(field('電子郵件'));
      expect(world.resetRequests).toEqual([]);
    });

    it('with an email requests the reset and shows the success message', async () => {
      const { user, world } = await openAuth();
      await user.type(field('電子郵件'), 'mei@example.com');
      await user.click(screen.getByRole('button', { name: '忘記密碼？' }));
      const notice = await screen.findByText(/重設密碼的信件已寄到/);
      expect(notice.closest('[role="status"]')?.textContent).toContain('重設密碼的信件已寄到 mei@example.com');
      expect(world.resetRequests).toEqual(['mei@example.com']);
    });

    it('hides other failures behind the same success message (spec 8)', async () => {
      const world = new FakeWorld();
      world.failures.reset = new DomainError('auth/user-not-found');
      const { user } = await openAuth(world);
      await user.type(field('電子郵件'), 'ghost@example.com');
      await user.click(screen.getByRole('button', { name: '忘記密碼？' }));
      expect(await screen.findByText(/重設密碼的信件已寄到 ghost@example.com/)).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('reports a malformed email as 電子郵件格式不正確。', async () => {
      const { user, world } = await openAuth();
      await user.type(field('電子郵件'), 'mei@');
      await user.click(screen.getByRole('button', { name: '忘記密碼？' }));
      expect(await screen.findByText('電子郵件格式不正確。')).toBeTruthy();
      expect(world.resetRequests).toEqual([]);
    });
  });
});
