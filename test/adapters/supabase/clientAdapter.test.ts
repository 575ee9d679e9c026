/**
 * The Supabase client adapter at the HTTP boundary (msw): for each port method, the request it
 * makes (path, filters, order, limit, cursor, body) and how it maps answers and errors to the
 * domain, including every error of spec section 8. Realtime runs over msw's WebSocket link.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorCodeOf, isDomainError, isValidationError, type DomainError, type ErrorCode } from '../../../core/domain';
import { createSupabaseBackend, type SupabaseBackend } from '../../../adapters/supabase/createSupabaseBackend';
import {
  ANON_KEY,
  FakeRealtime,
  RequestLog,
  SUPABASE_URL,
  UID_A,
  UID_B,
  UID_C,
  gotrueError,
  gotrueUser,
  newTestBackend,
  postgrestError,
  signInHandler,
  tokenResponse,
} from './support/fakeSupabase';

const REST = `${SUPABASE_URL}/rest/v1`;
const AUTH = `${SUPABASE_URL}/auth/v1`;
const rt = new FakeRealtime();
const server = setupServer(rt.handler);
const log = new RequestLog();
const backends: SupabaseBackend[] = [];

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  log.attach(server);
});
afterEach(async () => {
  for (const b of backends.splice(0)) await b.dispose();
  server.resetHandlers();
  log.clear();
});
afterAll(() => server.close());

async function visitor(): Promise<SupabaseBackend> {
  const b = await newTestBackend();
  backends.push(b);
  return b;
}

async function member(uid = UID_A, email = 'a@example.com', name = '王小明'): Promise<SupabaseBackend> {
  // Nobody blocked, unless a test says otherwise (public.hidden_member_ids, before each member list).
  server.use(signInHandler(uid, email, name), http.post(`${REST}/rpc/hidden_member_ids`, () => HttpResponse.json([])));
  const b = await visitor();
  await b.auth.signIn(email, 'secret-123');
  log.clear();
  return b;
}

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  try {
    await p;
  } catch (e) {
    expect(isDomainError(e)).toBe(true);
    return e as DomainError;
  }
  throw new Error('expected a rejection');
}

async function codeOf(p: Promise<unknown>): Promise<ErrorCode> {
  return errorCodeOf(await rejection(p));
}

/** The member a bearer token (or a bare JWT) stands for; null for the anon key or none. */
function subOf(token: string | null | undefined): string | null {
  const jwt = token?.replace(/^Bearer /, '').split('.');
  if (!jwt || jwt.length !== 3) return null;
  return (JSON.parse(Buffer.from(jwt[1]!, 'base64url').toString()) as { sub?: string }).sub ?? null;
}

async function until(pred: () => boolean, ms = 3000): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const ts = (s: number) => `2026-11-20T00:00:${String(s).padStart(2, '0')}.123456+00:00`;

function profileRow(uid: string, name: string, second = 0) {
  return {
    uid,
    name,
    avatar_url: '',
    headline: '全端工程師',
    bio: '',
    role: 'technical',
    gender: 'female',
    skills: ['React'],
    city: '臺北市',
    district: '大安區',
    created_at: ts(second),
    last_active_at: '2026-11-21T08:00:00.000000+00:00',
    unread_notifications: 2,
    is_admin: false,
    industry_experience: [],
    years_experience: '3-5',
    past_experience: '',
    linkedin_url: '',
    github_url: 'https://github.com/x',
    website_url: '',
    interests: [],
    working_style: [],
    availability: 'either',
    archetype_result: { archetype: 'pioneer', overallScore: 63, resultId: 'r1', retakeCount: 0 },
    profile_complete: true,
  };
}

function projectRow(id: string, second = 0) {
  return {
    id,
    owner_id: id,
    project_name: '共享廚房',
    headline: '讓小農直送',
    description: '說明',
    stage: 'concept',
    partners_wanted: ['technical'],
    skills_required: ['React'],
    owner_name: '王小明',
    owner_avatar: '',
    created_at: ts(second),
    updated_at: null,
  };
}

// ------------------------------------------------------------------------------------------------
describe('AuthProvider on GoTrue', () => {
  it('signs in with the password grant and keeps the session', async () => {
    server.use(signInHandler(UID_A, 'a@example.com'));
    const b = await visitor();
    const sessions: unknown[] = [];
    b.auth.watchSession((s) => sessions.push(s));
    expect(b.auth.currentSession()).toBeNull();
    const s = await b.auth.signIn('  A@Example.com ', 'secret-123');
    const req = log.last('/auth/v1/token', 'POST');
    expect(req.query.get('grant_type')).toBe('password');
    expect(await log.lastBody('/auth/v1/token', 'POST')).toMatchObject({
      email: 'a@example.com',
      password: 'secret-123',
    });
    expect(s).toEqual({ uid: UID_A, email: 'a@example.com', displayName: '王小明', emailVerified: true });
    expect(b.auth.currentSession()).toEqual(s);
    expect(sessions[0]).toBeNull();
    expect(sessions[sessions.length - 1]).toEqual(s);
  });

  it('maps sign-in failures; a malformed email never leaves the browser', async () => {
    const b = await visitor();
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'invalid_credentials', 'Invalid login credentials')));
    expect(await codeOf(b.auth.signIn('a@example.com', 'wrong'))).toBe('auth/invalid-credential');
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'user_not_found', 'User not found')));
    expect(await codeOf(b.auth.signIn('a@example.com', 'x'))).toBe('auth/user-not-found');
    server.use(http.post(`${AUTH}/token`, () => gotrueError(400, 'email_not_confirmed', 'Email not confirmed')));
    expect(await codeOf(b.auth.signIn('a@example.com', 'secret-123'))).toBe('auth/email-not-confirmed');
    server.use(
      http.post(`${AUTH}/token`, () => gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached')),
    );
    expect(await codeOf(b.auth.signIn('a@example.com', 'x'))).toBe('resource-exhausted');
    server.use(http.post(`${AUTH}/token`, () => HttpResponse.error()));
    expect(await codeOf(b.auth.signIn('a@example.com', 'x'))).toBe('unavailable');
    log.clear();
    expect(await codeOf(b.auth.signIn('bad-address', 'x'))).toBe('auth/invalid-email');
    expect(log.all).toHaveLength(0);
    expect(b.auth.currentSession()).toBeNull();
  });

  it('registers with the display name in user metadata and the redirect for the verification mail', async () => {
    server.use(http.post(`${AUTH}/signup`, () => HttpResponse.json(tokenResponse(UID_A, 'a@example.com', '王小明'))));
    const b = await visitor();
    const s = await b.auth.register({ name: ' 王小明 ', email: 'A@example.com', password: 'secret-123' });
    const req = log.last('/auth/v1/signup', 'POST');
    expect(await log.lastBody('/auth/v1/signup', 'POST')).toMatchObject({
      email: 'a@example.com',
      password: 'secret-123',
      data: { name: '王小明', full_name: '王小明' },
    });
    expect(req.query.get('redirect_to')).toBe('https://app.example.tw/');
    expect(s.uid).toBe(UID_A);
    expect(b.auth.currentSession()?.uid).toBe(UID_A);
  });

  it('maps registration failures (spec 8)', async () => {
    const b = await visitor();
    const cases: [Response, ErrorCode][] = [
      [gotrueError(422, 'user_already_exists', 'User already registered'), 'auth/email-already-in-use'],
      [gotrueError(422, 'email_exists', 'Email address already exists'), 'auth/email-already-in-use'],
      [gotrueError(422, 'weak_password', 'Password should be at least 6 characters.'), 'auth/weak-password'],
      [gotrueError(400, 'validation_failed', 'Unable to validate email address: invalid format'), 'auth/invalid-email'],
      [gotrueError(400, 'email_address_invalid', 'Email address "x@y" is invalid'), 'auth/invalid-email'],
      [gotrueError(422, 'signup_disabled', 'Signups not allowed for this instance'), 'failed-precondition'],
      [gotrueError(500, 'unexpected_failure', 'boom'), 'unavailable'],
    ];
    for (const [response, code] of cases) {
      server.use(http.post(`${AUTH}/signup`, () => response.clone()));
      expect(await codeOf(b.auth.register({ name: 'A', email: 'a@example.com', password: 'secret-123' }))).toBe(code);
    }
    // Confirmations on: an existing address is answered with a user without identities.
    server.use(
      http.post(`${AUTH}/signup`, () => HttpResponse.json({ ...gotrueUser(UID_A, 'a@example.com'), identities: [] })),
    );
    expect(await codeOf(b.auth.register({ name: 'A', email: 'a@example.com', password: 'secret-123' }))).toBe(
      'auth/email-already-in-use',
    );
    log.clear();
    expect(await codeOf(b.auth.register({ name: 'A', email: 'a@example.com', password: '12345' }))).toBe(
      'auth/weak-password',
    );
    expect(log.all).toHaveLength(0);
    expect(b.auth.currentSession()).toBeNull();
  });

  it('with confirmations on, registration returns the account without signing in; the mail is not sent twice', async () => {
    server.use(http.post(`${AUTH}/signup`, () => HttpResponse.json(gotrueUser(UID_B, 'b@example.com', 'B', false))));
    const b = await visitor();
    const s = await b.auth.register({ name: 'B', email: 'b@example.com', password: 'secret-123' });
    expect(s).toMatchObject({ uid: UID_B, emailVerified: false });
    expect(b.auth.currentSession()).toBeNull();
    expect(await codeOf(b.auth.sendVerificationEmail())).toBe('auth/not-signed-in');
  });

  it('sends the verification mail (resend) only when signed in and unverified', async () => {
    server.use(
      http.post(`${AUTH}/token`, () =>
        HttpResponse.json({
          ...tokenResponse(UID_A, 'a@example.com'),
          user: gotrueUser(UID_A, 'a@example.com', '王小明', false),
        }),
      ),
      http.post(`${AUTH}/resend`, () => HttpResponse.json({})),
    );
    const b = await visitor();
    expect(await codeOf(b.auth.sendVerificationEmail())).toBe('auth/not-signed-in');
    await b.auth.signIn('a@example.com', 'secret-123');
    await b.auth.sendVerificationEmail();
    expect(await log.lastBody('/auth/v1/resend', 'POST')).toMatchObject({ type: 'signup', email: 'a@example.com' });
    server.use(
      http.post(`${AUTH}/resend`, () =>
        gotrueError(
          429,
          'over_email_send_rate_limit',
          'For security purposes, you can only request this after 60 seconds.',
        ),
      ),
    );
    await b.auth.sendVerificationEmail(); // already sent once in this session: not asked again
    expect(log.to('/auth/v1/resend')).toHaveLength(1);
  });

  it('password reset: POST /recover with the redirect; malformed email refused locally; failures mapped', async () => {
    server.use(http.post(`${AUTH}/recover`, () => HttpResponse.json({})));
    const b = await visitor();
    await b.auth.sendPasswordReset(' a@example.com ');
    const req = log.last('/auth/v1/recover', 'POST');
    expect(await log.lastBody('/auth/v1/recover', 'POST')).toMatchObject({ email: 'a@example.com' });
    // The link lands on the page where the member chooses the new password.
    expect(req.query.get('redirect_to')).toBe('https://app.example.tw/reset-password');
    expect(await codeOf(b.auth.sendPasswordReset('no-at-sign'))).toBe('auth/invalid-email');
    server.use(
      http.post(`${AUTH}/recover`, () => gotrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')),
    );
    expect(await codeOf(b.auth.sendPasswordReset('a@example.com'))).toBe('resource-exhausted');
  });

  it('signs out locally', async () => {
    const b = await member();
    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })));
    await b.auth.signOut();
    expect(log.last('/auth/v1/logout', 'POST').query.get('scope')).toBe('local');
    expect(b.auth.currentSession()).toBeNull();
  });

  describe('Google / Facebook popup', () => {
    const g = globalThis as { window?: unknown };
    afterEach(() => {
      delete g.window;
    });

    it('needs a browser window', async () => {
      const b = await visitor();
      expect(await codeOf(b.auth.signInWithProvider('google'))).toBe('unavailable');
      expect(await codeOf(b.auth.signInWithProvider('line' as never))).toBe('invalid-argument');
    });

    function fakeWindow() {
      const popup = { closed: false, close() {} };
      const opened: { url: string; name: string }[] = [];
      const assigned: string[] = [];
      g.window = {
        open: (url: string, name: string) => {
          opened.push({ url, name });
          return popup;
        },
        location: {
          assign: (u: string) => assigned.push(u),
          origin: 'https://app.example.tw',
          href: 'https://app.example.tw/',
        },
      };
      return { popup, opened, assigned };
    }

    it('opens the provider in a popup (PKCE) and rejects auth/popup-closed when it is closed', async () => {
      const b = await visitor();
      const w = fakeWindow();
      const p = b.auth.signInWithProvider('facebook');
      await until(() => w.opened.length === 1);
      const url = new URL(w.opened[0]!.url);
      expect(url.pathname).toBe('/auth/v1/authorize');
      expect(url.searchParams.get('provider')).toBe('facebook');
      expect(url.searchParams.get('redirect_to')).toBe('https://app.example.tw/');
      expect(url.searchParams.get('code_challenge_method')).toBe('s256');
      w.popup.closed = true;
      expect(await codeOf(p)).toBe('auth/popup-closed');
    });

    it('resolves when the session arrives, with isNewUser from the profile table', async () => {
      const b = await visitor();
      const w = fakeWindow();
      server.use(
        http.get(`${AUTH}/user`, () => HttpResponse.json(gotrueUser(UID_C, 'c@gmail.com', 'Google 使用者'))),
        http.get(`${REST}/profiles`, () => HttpResponse.json([])),
      );
      const p = b.auth.signInWithProvider('google');
      await until(() => w.opened.length === 1);
      // What the popup's exchange does for this window: a session appears (cross-tab channel).
      const t = tokenResponse(UID_C, 'c@gmail.com', 'Google 使用者');
      await b.client.auth.setSession({ access_token: t.access_token, refresh_token: t.refresh_token });
      const s = await p;
      expect(s).toMatchObject({ uid: UID_C, email: 'c@gmail.com', displayName: 'Google 使用者', isNewUser: true });
      const req = log.last('/rest/v1/profiles', 'GET');
      expect(req.query.get('uid')).toBe(`eq.${UID_C}`);
    });

    it('falls back to a full-page redirect when the popup is blocked', async () => {
      const b = await visitor();
      const w = fakeWindow();
      (g.window as { open: unknown }).open = () => null;
      void b.auth.signInWithProvider('google');
      await until(() => w.assigned.length === 1);
      expect(new URL(w.assigned[0]!).searchParams.get('provider')).toBe('google');
    });
  });
});

// ------------------------------------------------------------------------------------------------
describe('the client (adapters/supabase/client.ts): which key every request carries', () => {
  // Row-level security sees whatever token a request carries: a member's writes sent with the
  // anon key would all be refused, a visitor's sent with a stale member token would act as them.
  it("REST carries the anon key for a visitor, the member's token once signed in, and the anon key again after sign-out", async () => {
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_B, '李小華')])));
    const v = await visitor();
    await v.users.getUser(UID_B).catch(() => undefined);
    let req = log.last('/rest/v1/profiles', 'GET');
    expect(req.headers.get('apikey')).toBe(ANON_KEY);
    expect(req.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    // supabase-js's own (supabase-js-web/… in a browser), so the operator's logs see which client called.
    expect(req.headers.get('x-client-info')).toMatch(/^supabase-js(-web)?\/2\./);

    const m = await member(UID_A);
    await m.users.getUser(UID_B);
    req = log.last('/rest/v1/profiles', 'GET');
    expect(req.headers.get('apikey')).toBe(ANON_KEY);
    expect(subOf(req.headers.get('authorization'))).toBe(UID_A);

    server.use(http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })));
    await m.auth.signOut();
    await m.users.getUser(UID_B).catch(() => undefined);
    req = log.last('/rest/v1/profiles', 'GET');
    expect(req.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
  });

  it("Realtime joins with the member's token", async () => {
    const m = await member(UID_A);
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, '王小明')])));
    const stop = m.users.watchUser(UID_A, () => undefined);
    await until(() => rt.joins.length > 0);
    expect(subOf(rt.joins[rt.joins.length - 1]!.accessToken)).toBe(UID_A);
    stop();
  });

  // A channel joined after a sign-out must not carry the token of the member who left: row-level
  // security would still send them that member's changes.
  it('Realtime joins with the anon key again after sign-out', async () => {
    const m = await member(UID_A);
    server.use(
      http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, '王小明')])),
      http.post(`${AUTH}/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const stop = m.users.watchUser(UID_A, () => undefined);
    await until(() => rt.joins.length > 0);
    stop();
    await m.auth.signOut();
    m.client.channel('after-sign-out').subscribe();
    await until(() => rt.joins.some((j) => j.topic === 'realtime:after-sign-out'));
    expect(rt.joins.find((j) => j.topic === 'realtime:after-sign-out')!.accessToken).toBe(ANON_KEY);
  });

  // supabase-js 2.119 never sends a new-format key (sb_publishable_…, not a JWT) to Edge
  // Functions as a Bearer token: the platform rejects it as a malformed JWT, and submit-feedback
  // would spend a GoTrue call on it. REST and Storage still get it, as from supabase-js. (Feedback
  // itself is sent only by a signed-in member.)
  it("Edge Functions get a publishable key only as apikey, never as a Bearer token; a member's call carries their token", async () => {
    const KEY = 'sb_publishable_tests123';
    const b = await createSupabaseBackend(
      { url: SUPABASE_URL, anonKey: KEY },
      { client: { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } },
    );
    backends.push(b);
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: true, message: 'ok' }),
      ),
      http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_B, '李小華')])),
    );
    const input = { name: '王小明', email: '', message: '很棒' };
    await b.users.getUser(UID_B).catch(() => undefined);
    expect(log.last('/rest/v1/profiles', 'GET').headers.get('authorization')).toBe(`Bearer ${KEY}`);

    server.use(signInHandler(UID_A, 'a@example.com'));
    await b.auth.signIn('a@example.com', 'secret-123');
    await b.feedback.submitFeedback(input);
    const req = log.last('/functions/v1/submit-feedback', 'POST');
    expect(req.headers.get('apikey')).toBe(KEY);
    expect(subOf(req.headers.get('authorization'))).toBe(UID_A);
  });
});

describe('UserRepository on PostgREST', () => {
  it('getUser reads one profile and maps every column; a non-uuid id asks nothing', async () => {
    const b = await member();
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_B, '李小華', 5)])));
    const u = await b.users.getUser(UID_B);
    const req = log.last('/rest/v1/profiles', 'GET');
    expect(req.query.get('uid')).toBe(`eq.${UID_B}`);
    expect(req.query.get('select')).toBe('*');
    expect(u).toEqual({
      uid: UID_B,
      name: '李小華',
      avatarUrl: '',
      headline: '全端工程師',
      bio: '',
      role: 'technical',
      gender: 'female',
      skills: ['React'],
      address: { city: '臺北市', district: '大安區' },
      createdAt: Date.parse('2026-11-20T00:00:05.123Z'),
      lastActiveAt: Date.parse('2026-11-21T08:00:00.000Z'),
      unreadNotifications: 2,
      isAdmin: false,
      industryExperience: [],
      yearsExperience: '3-5',
      pastExperience: '',
      linkedinUrl: '',
      githubUrl: 'https://github.com/x',
      websiteUrl: '',
      interests: [],
      workingStyle: [],
      availability: 'either',
      archetypeResult: { archetype: 'pioneer', overallScore: 63, resultId: 'r1', retakeCount: 0 },
    });
    log.clear();
    expect(await b.users.getUser('no-such-member')).toBeNull();
    expect(log.all).toHaveLength(0);
  });

  it('a visitor is refused (PostgREST 401/42501) and an expired token is auth/not-signed-in', async () => {
    const v = await visitor();
    server.use(
      http.get(`${REST}/profiles`, () => postgrestError(401, '42501', 'permission denied for table profiles')),
    );
    expect(await codeOf(v.users.getUser(UID_A))).toBe('permission-denied');
    server.use(http.get(`${REST}/profiles`, () => postgrestError(401, 'PGRST301', 'JWT expired')));
    expect(await codeOf(v.users.getUser(UID_A))).toBe('auth/not-signed-in');
    expect(await codeOf(v.users.listUsers({ filters: {}, limit: 5 }))).toBe('auth/not-signed-in');
  });

  it('listUsers: equality filters, complete profiles first then newest first, limit+1, and a (profile_complete, created_at, uid) cursor', async () => {
    const b = await member();
    const rows = [
      profileRow(UID_C, 'C', 9),
      { ...profileRow(UID_B, 'B', 8), headline: '', profile_complete: false },
      { ...profileRow(UID_A, 'A', 7), role: null, profile_complete: false },
    ];
    const pages: Record<string, typeof rows> = { '': rows, complete: rows.slice(1), incomplete: rows.slice(2) };
    server.use(
      http.get(`${REST}/profiles`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        return HttpResponse.json(pages[q.get('or') ? (q.get('profile_complete') ? 'incomplete' : 'complete') : '']);
      }),
    );
    const p1 = await b.users.listUsers({
      filters: { role: 'technical', gender: 'female', city: '臺北市', district: '大安區' },
      limit: 1,
    });
    let req = log.last('/rest/v1/profiles', 'GET');
    expect(Object.fromEntries(req.query)).toEqual({
      select: '*',
      role: 'eq.technical',
      gender: 'eq.female',
      city: 'eq.臺北市',
      district: 'eq.大安區',
      order: 'profile_complete.desc,created_at.desc,uid.desc',
      limit: '2',
    });
    expect(p1.items.map((u) => u.uid)).toEqual([UID_C]);
    expect(p1.next).not.toBeNull();

    // After a complete profile: every incomplete one, or a complete one further down.
    const p2 = await b.users.listUsers({ filters: {}, limit: 1, after: p1.next });
    req = log.last('/rest/v1/profiles', 'GET');
    expect(req.query.get('or')).toBe(
      `(profile_complete.eq.false,and(profile_complete.eq.true,or(created_at.lt."${ts(9)}",and(created_at.eq."${ts(9)}",uid.lt.${UID_C}))))`,
    );
    expect(req.query.get('profile_complete')).toBeNull();
    expect(req.query.get('role')).toBeNull();
    expect(p2.items.map((u) => u.uid)).toEqual([UID_B]);
    expect(p2.next).not.toBeNull();

    // After an incomplete profile: only incomplete ones further down.
    const p3 = await b.users.listUsers({ filters: {}, limit: 1, after: p2.next });
    req = log.last('/rest/v1/profiles', 'GET');
    expect(req.query.get('profile_complete')).toBe('eq.false');
    expect(req.query.get('or')).toBe(`(created_at.lt."${ts(8)}",and(created_at.eq."${ts(8)}",uid.lt.${UID_B}))`);
    expect(p3).toEqual({ items: [expect.objectContaining({ uid: UID_A })], next: null });

    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 2, after: 'garbage' }))).toBe('invalid-argument');
    // A cursor of the newest-first order alone (no profile_complete) is refused, not guessed.
    const legacy = Buffer.from(JSON.stringify({ k: 'users', t: ts(9), id: UID_C })).toString('base64url');
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 2, after: legacy }))).toBe('invalid-argument');
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 0 }))).toBe('invalid-argument');
  });

  it('listUsers reads one part of the list by last_active_at: active after `since`, or the rest', async () => {
    const b = await member();
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([])));
    const since = Date.UTC(2026, 7, 28, 4, 0);
    await b.users.listUsers({ filters: { role: 'technical' }, limit: 12, lastActive: { since, active: true } });
    let req = log.last('/rest/v1/profiles', 'GET');
    expect(req.query.get('last_active_at')).toBe(`gt.${new Date(since).toISOString()}`);
    expect(req.query.get('order')).toBe('profile_complete.desc,created_at.desc,uid.desc');
    await b.users.listUsers({ filters: {}, limit: 12, lastActive: { since, active: false } });
    req = log.last('/rest/v1/profiles', 'GET');
    expect(req.query.get('last_active_at')).toBe(`lte.${new Date(since).toISOString()}`);
    await b.users.listUsers({ filters: {}, limit: 12 });
    expect(log.last('/rest/v1/profiles', 'GET').query.get('last_active_at')).toBeNull();
  });

  it('listUsers leaves out the members blocked either way (public.hidden_member_ids)', async () => {
    const b = await member();
    server.use(
      http.post(`${REST}/rpc/hidden_member_ids`, () => HttpResponse.json([UID_B, UID_C])),
      http.get(`${REST}/profiles`, () => HttpResponse.json([])),
    );
    await b.users.listUsers({ filters: {}, limit: 12 });
    expect(log.last('/rest/v1/profiles', 'GET').query.get('uid')).toBe(`not.in.(${UID_B},${UID_C})`);
  });

  it('listUsers: a missing table or column is failed-precondition ("a new index is needed")', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/profiles`, () =>
        postgrestError(404, 'PGRST205', "Could not find the table 'public.profiles' in the schema cache"),
      ),
    );
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 12 }))).toBe('failed-precondition');
    server.use(
      http.get(`${REST}/profiles`, () => postgrestError(500, '57014', 'canceling statement due to statement timeout')),
    );
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 12 }))).toBe('deadline-exceeded');
    server.use(http.get(`${REST}/profiles`, () => postgrestError(500, 'XX000', 'internal error')));
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 12 }))).toBe('unavailable');
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.error()));
    expect(await codeOf(b.users.listUsers({ filters: {}, limit: 12 }))).toBe('unavailable');
  });

  it('createUser inserts the profile then the contact, as the member; twice is already-exists', async () => {
    const b = await member();
    server.use(
      http.post(`${REST}/profiles`, () =>
        HttpResponse.json(
          { ...profileRow(UID_A, '王小明'), role: null, unread_notifications: 0, archetype_result: null },
          { status: 201 },
        ),
      ),
      http.post(`${REST}/contacts`, () => new HttpResponse(null, { status: 201 })),
    );
    const p = await b.users.createUser(UID_A, ' 王小明 ', { email: 'a@example.com', phone: '' });
    expect(await log.lastBody('/rest/v1/profiles', 'POST')).toEqual({ uid: UID_A, name: '王小明' });
    expect(await log.lastBody('/rest/v1/contacts', 'POST')).toEqual({ uid: UID_A, email: 'a@example.com', phone: '' });
    expect(p).toMatchObject({ uid: UID_A, role: null, unreadNotifications: 0, archetypeResult: null });
    server.use(
      http.post(`${REST}/profiles`, () =>
        postgrestError(409, '23505', 'duplicate key value violates unique constraint "profiles_pkey"'),
      ),
    );
    expect(await codeOf(b.users.createUser(UID_A, 'A2', { email: 'a@example.com', phone: '' }))).toBe('already-exists');
    log.clear();
    expect(await codeOf(b.users.createUser(UID_B, '冒名', { email: 'x@example.com', phone: '' }))).toBe(
      'permission-denied',
    );
    expect(log.all).toHaveLength(0);
  });

  it('ensureUser leaves an existing profile alone and creates a missing one', async () => {
    const b = await member();
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, '改過的名字')])));
    expect((await b.users.ensureUser(UID_A, '新會員', 'a@example.com', '')).name).toBe('改過的名字');
    expect(log.to('/rest/v1/profiles', 'POST')).toHaveLength(0);
    server.use(
      http.get(`${REST}/profiles`, () => HttpResponse.json([])),
      http.post(`${REST}/profiles`, () => HttpResponse.json(profileRow(UID_A, '新會員'), { status: 201 })),
      http.post(`${REST}/contacts`, () => new HttpResponse(null, { status: 201 })),
    );
    await b.users.ensureUser(UID_A, '新會員', 'a@example.com', 'javascript:alert(1)');
    expect(await log.lastBody('/rest/v1/profiles', 'POST')).toEqual({ uid: UID_A, name: '新會員', avatar_url: '' });
    expect(await log.lastBody('/rest/v1/contacts', 'POST')).toEqual({ uid: UID_A, email: 'a@example.com', phone: '' });
  });

  it('saveProfile: merge-validates, then sends only member columns (snake_case) and the contact in one RPC', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, '王小明')])),
      http.post(`${REST}/rpc/save_profile`, () => new HttpResponse(null, { status: 204 })),
    );
    const smuggled = {
      headline: ' 新標題 ',
      skills: [' React ', 'Go'],
      address: { city: '臺中市', district: '西屯區' },
      isAdmin: true,
      unreadNotifications: 0,
    } as never;
    await b.users.saveProfile(UID_A, smuggled, { email: 'a@example.com', phone: '0912-345-678' });
    expect(await log.lastBody('/rest/v1/rpc/save_profile', 'POST')).toEqual({
      p_profile: {
        headline: '新標題',
        skills: ['React', 'Go'],
        city: '臺中市',
        district: '西屯區',
      },
      p_contact: { email: 'a@example.com', phone: '0912-345-678' },
    });
    expect(log.to('/rest/v1/profiles', 'PATCH')).toHaveLength(0);
    expect(log.to('/rest/v1/contacts', 'PATCH')).toHaveLength(0);
    // Without a contact, the contact is left alone.
    await b.users.saveProfile(UID_A, { bio: '你好' });
    expect(await log.lastBody('/rest/v1/rpc/save_profile', 'POST')).toEqual({
      p_profile: { bio: '你好' },
      p_contact: null,
    });

    log.clear();
    const bad = await rejection(b.users.saveProfile(UID_A, { name: '', linkedinUrl: 'javascript:x' }));
    expect(bad.code).toBe('invalid-argument');
    expect(bad.details).toEqual(expect.arrayContaining(['profile_name_role_required', 'url_invalid']));
    expect(log.to('/rest/v1/rpc/save_profile', 'POST')).toHaveLength(0);
    server.use(
      http.post(`${REST}/rpc/save_profile`, () =>
        postgrestError(
          400,
          '23514',
          'new row for relation "profiles" violates check constraint "profiles_headline_ok"',
        ),
      ),
    );
    expect(await codeOf(b.users.saveProfile(UID_A, { headline: 'x' }))).toBe('invalid-argument');
    expect(await codeOf(b.users.saveProfile(UID_B, { name: 'x', role: 'technical' }))).toBe('permission-denied');
  });

  it('saveProfile creates the profile when none exists yet (after a full-page OAuth redirect)', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/profiles`, () => HttpResponse.json([])),
      http.post(`${REST}/rpc/save_profile`, () => new HttpResponse(null, { status: 204 })),
    );
    await b.users.saveProfile(UID_A, { name: '新會員', role: 'operations' });
    expect(await log.lastBody('/rest/v1/rpc/save_profile', 'POST')).toEqual({
      p_profile: { name: '新會員', role: 'operations' },
      p_contact: null,
    });
  });

  it('saveProfile is one request (RPC save_profile): a refused contact is the whole save refused, nothing written apart', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, '王小明')])),
      http.post(`${REST}/rpc/save_profile`, () =>
        postgrestError(400, '23514', 'new row for relation "contacts" violates check constraint "contacts_email_ok"'),
      ),
      http.patch(`${REST}/profiles`, () => HttpResponse.json([{ uid: UID_A }])),
      http.patch(`${REST}/contacts`, () =>
        postgrestError(400, '23514', 'new row for relation "contacts" violates check constraint "contacts_email_ok"'),
      ),
    );
    // A contact the client accepts but the database refuses (its own rules are the law).
    expect(
      await codeOf(b.users.saveProfile(UID_A, { headline: '新標題' }, { email: 'a@example.com', phone: '' })),
    ).toBe('invalid-argument');
    expect(log.to('/rest/v1/profiles', 'PATCH')).toHaveLength(0);
    expect(log.to('/rest/v1/contacts', 'PATCH')).toHaveLength(0);
    expect(await log.lastBody('/rest/v1/rpc/save_profile', 'POST')).toEqual({
      p_profile: { headline: '新標題' },
      p_contact: { email: 'a@example.com', phone: '' },
    });
  });

  it('getContact: own only', async () => {
    const b = await member();
    server.use(http.get(`${REST}/contacts`, () => HttpResponse.json([{ email: 'a@example.com', phone: '' }])));
    expect(await b.users.getContact(UID_A)).toEqual({ email: 'a@example.com', phone: '' });
    const req = log.last('/rest/v1/contacts', 'GET');
    expect(req.query.get('select')).toBe('email, phone'.replace(' ', ''));
    expect(req.query.get('uid')).toBe(`eq.${UID_A}`);
    expect(await codeOf(b.users.getContact(UID_B))).toBe('permission-denied');
  });

  it('watchUser: initial read, Realtime binding filtered to the member, re-read on change, silent after unsubscribe', async () => {
    const b = await member();
    let name = '李小華';
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_B, name)])));
    const values: (string | null)[] = [];
    const stop = b.users.watchUser(UID_B, (u) => values.push(u?.name ?? null));
    await until(() => values.length === 1 && rt.topics().length === 1);
    const join = rt.joins[rt.joins.length - 1]!;
    expect(join.bindings).toEqual([
      expect.objectContaining({ event: '*', schema: 'public', table: 'profiles', filter: `uid=eq.${UID_B}` }),
    ]);
    // A change that does not alter the answer is not delivered again.
    rt.emit('profiles', 'UPDATE', { uid: UID_B });
    await new Promise((r) => setTimeout(r, 50));
    name = '李大華';
    rt.emit('profiles', 'UPDATE', { uid: UID_B });
    await until(() => values.length === 2);
    expect(values).toEqual(['李小華', '李大華']);
    stop();
    await until(() => rt.topics().length === 0);
    name = '再一次';
    rt.emit('profiles', 'UPDATE', { uid: UID_B });
    await new Promise((r) => setTimeout(r, 50));
    expect(values).toHaveLength(2);
  });

  it('a watch stopped at once leaves no channel behind', async () => {
    const b = await member();
    server.use(http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_B, '李小華')])));
    const stop = b.users.watchUser(UID_B, () => undefined);
    stop();
    await until(() => b.client.getChannels().length === 0);
    await until(() => rt.topics().length === 0);
    // The first read, already on its way, is answered before the handlers are reset.
    await until(() => log.all.some((r) => r.path === '/rest/v1/profiles'));
  });

  it('watchUser refuses visitors through onError, never calling back', async () => {
    const v = await visitor();
    const values: unknown[] = [];
    const errors: unknown[] = [];
    v.users.watchUser(
      UID_A,
      (x) => values.push(x),
      (e) => errors.push(e),
    );
    await until(() => errors.length === 1);
    expect(errorCodeOf(errors[0])).toBe('auth/not-signed-in');
    expect(values).toEqual([]);
  });
});

// ------------------------------------------------------------------------------------------------
describe('ProjectRepository and ApplicationRepository', () => {
  it('listProjects leaves out the projects of members blocked either way (public.hidden_member_ids)', async () => {
    const b = await member();
    server.use(
      http.post(`${REST}/rpc/hidden_member_ids`, () => HttpResponse.json([UID_C])),
      http.get(`${REST}/projects`, () => HttpResponse.json([])),
    );
    await b.projects.listProjects({ filters: {}, limit: 12 });
    expect(log.last('/rest/v1/projects', 'GET').query.get('id')).toBe(`not.in.(${UID_C})`);
  });

  it('listProjects: partners_wanted contains, stage equality, newest first, limit+1, cursor', async () => {
    const b = await member();
    server.use(http.get(`${REST}/projects`, () => HttpResponse.json([projectRow(UID_C, 9), projectRow(UID_B, 8)])));
    const page = await b.projects.listProjects({ filters: { partnerType: 'technical', stage: 'prototype' }, limit: 1 });
    const req = log.last('/rest/v1/projects', 'GET');
    expect(req.query.get('partners_wanted')).toBe('cs.{technical}');
    expect(req.query.get('stage')).toBe('eq.prototype');
    expect(req.query.get('order')).toBe('created_at.desc,id.desc');
    expect(req.query.get('limit')).toBe('2');
    expect(page.items).toEqual([
      {
        id: UID_C,
        projectName: '共享廚房',
        headline: '讓小農直送',
        description: '說明',
        stage: 'concept',
        partnersWanted: ['technical'],
        skillsRequired: ['React'],
        ownerId: UID_C,
        ownerName: '王小明',
        ownerAvatar: '',
        createdAt: Date.parse('2026-11-20T00:00:09.123Z'),
        hidden: false,
      },
    ]);
    await b.projects.listProjects({ filters: {}, limit: 1, after: page.next });
    expect(log.last('/rest/v1/projects', 'GET').query.get('or')).toBe(
      `(created_at.lt."${ts(9)}",and(created_at.eq."${ts(9)}",id.lt.${UID_C}))`,
    );
    // A users cursor is not a projects cursor.
    const users = await (async () => {
      server.use(
        http.get(`${REST}/profiles`, () => HttpResponse.json([profileRow(UID_A, 'A'), profileRow(UID_B, 'B')])),
      );
      return b.users.listUsers({ filters: {}, limit: 1 });
    })();
    expect(await codeOf(b.projects.listProjects({ filters: {}, limit: 1, after: users.next }))).toBe(
      'invalid-argument',
    );
  });

  it('saveOwnProject: update-or-insert under the own id; validation before any request', async () => {
    const b = await member();
    server.use(
      http.patch(`${REST}/projects`, () => HttpResponse.json([])),
      http.post(`${REST}/projects`, () => HttpResponse.json(projectRow(UID_A), { status: 201 })),
    );
    const p = await b.projects.saveOwnProject({
      projectName: ' 共享廚房 ',
      headline: '讓小農直送',
      description: '說明',
      stage: 'concept',
      partnersWanted: ['technical'],
      skillsRequired: ['React'],
    });
    expect(log.last('/rest/v1/projects', 'PATCH').query.get('id')).toBe(`eq.${UID_A}`);
    expect(await log.lastBody('/rest/v1/projects', 'POST')).toEqual({
      id: UID_A,
      project_name: '共享廚房',
      headline: '讓小農直送',
      description: '說明',
      stage: 'concept',
      partners_wanted: ['technical'],
      skills_required: ['React'],
    });
    expect(p.id).toBe(UID_A);
    log.clear();
    const e = await rejection(
      b.projects.saveOwnProject({
        projectName: ' ',
        headline: 'h',
        description: 'd',
        stage: 'concept',
        partnersWanted: ['idea_holder' as never],
        skillsRequired: [],
      }),
    );
    expect(e.code).toBe('invalid-argument');
    expect(e.details).toEqual(expect.arrayContaining(['required', 'role_not_partner']));
    expect(log.all).toHaveLength(0);
  });

  it('updateProject / deleteProject: no row touched means not yours (permission-denied) or missing (not-found)', async () => {
    const b = await member();
    const input = {
      projectName: 'x',
      headline: 'h',
      description: 'd',
      stage: 'concept' as const,
      partnersWanted: [],
      skillsRequired: [],
    };
    server.use(
      http.patch(`${REST}/projects`, () => HttpResponse.json([])),
      http.delete(`${REST}/projects`, () => HttpResponse.json([])),
      http.get(`${REST}/projects`, () => HttpResponse.json([projectRow(UID_B)])),
    );
    expect(await codeOf(b.projects.updateProject(UID_B, input))).toBe('permission-denied');
    expect(await codeOf(b.projects.deleteProject(UID_B))).toBe('permission-denied');
    expect(log.last('/rest/v1/projects', 'DELETE').query.get('id')).toBe(`eq.${UID_B}`);
    server.use(http.get(`${REST}/projects`, () => HttpResponse.json([])));
    expect(await codeOf(b.projects.updateProject(UID_B, input))).toBe('not-found');
    expect(await codeOf(b.projects.updateProject('no-such-project', input))).toBe('not-found');
    server.use(http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(false)));
    expect(await codeOf(b.projects.deleteProject(UID_B))).toBe('permission-denied');
    server.use(http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)));
    await expect(b.projects.deleteProject(UID_B)).resolves.toBeUndefined();
  });

  it('watchProjectExists: INSERT filtered by id, DELETE unfiltered (Realtime cannot filter deletes)', async () => {
    const b = await member();
    let exists = false;
    server.use(http.get(`${REST}/projects`, () => HttpResponse.json(exists ? [{ id: UID_A }] : [])));
    const values: boolean[] = [];
    const stop = b.projects.watchProjectExists(UID_A, (v) => values.push(v));
    await until(() => values.length === 1 && rt.topics().length === 1);
    expect(rt.joins[rt.joins.length - 1]!.bindings).toEqual([
      expect.objectContaining({ event: 'INSERT', table: 'projects', filter: `id=eq.${UID_A}` }),
      expect.objectContaining({ event: 'DELETE', table: 'projects' }),
    ]);
    exists = true;
    rt.emit('projects', 'INSERT', { id: UID_A });
    await until(() => values.length === 2);
    exists = false;
    rt.emit('projects', 'DELETE', {}, { id: UID_A });
    await until(() => values.length === 3);
    expect(values).toEqual([false, true, false]);
    const req = log.last('/rest/v1/projects', 'GET');
    expect(Object.fromEntries(req.query)).toEqual({ select: 'id', id: `eq.${UID_A}`, limit: '1' });
    stop();
  });

  it('apply / decide / my applications: requests and error mapping', async () => {
    const b = await member(UID_B, 'b@example.com', 'B');
    const appRow = {
      project_id: UID_A,
      applicant_id: UID_B,
      applicant_name: 'B',
      applicant_avatar: '',
      status: 'pending',
      created_at: ts(1),
      decided_at: null,
    };
    server.use(http.post(`${REST}/applications`, () => HttpResponse.json(appRow, { status: 201 })));
    expect(await b.applications.apply(UID_A)).toEqual({
      projectId: UID_A,
      applicantId: UID_B,
      applicantName: 'B',
      applicantAvatar: '',
      status: 'pending',
      createdAt: Date.parse('2026-11-20T00:00:01.123Z'),
    });
    expect(await log.lastBody('/rest/v1/applications', 'POST')).toEqual({ project_id: UID_A });
    for (const [status, code, expected] of [
      [409, '23505', 'already-exists'],
      [409, '23503', 'not-found'],
      [403, '42501', 'permission-denied'],
    ] as const) {
      server.use(http.post(`${REST}/applications`, () => postgrestError(status, code, 'refused')));
      expect(await codeOf(b.applications.apply(UID_A))).toBe(expected);
    }
    log.clear();
    expect(await codeOf(b.applications.apply(UID_B))).toBe('permission-denied');
    expect(await codeOf(b.applications.apply('no-such-project'))).toBe('not-found');
    expect(await codeOf(b.applications.decide(UID_A, UID_C, 'accepted'))).toBe('permission-denied');
    expect(log.all).toHaveLength(0);

    server.use(http.patch(`${REST}/applications`, () => HttpResponse.json([{ status: 'accepted' }])));
    await b.applications.decide(UID_B, UID_C, 'accepted');
    const patch = log.last('/rest/v1/applications', 'PATCH');
    expect(patch.query.get('project_id')).toBe(`eq.${UID_B}`);
    expect(patch.query.get('applicant_id')).toBe(`eq.${UID_C}`);
    expect(await patch.bodyRead.then(() => patch.body)).toEqual({ status: 'accepted' });
    server.use(http.patch(`${REST}/applications`, () => postgrestError(400, 'CF412', 'application already decided')));
    expect(await codeOf(b.applications.decide(UID_B, UID_C, 'rejected'))).toBe('failed-precondition');
    server.use(http.patch(`${REST}/applications`, () => HttpResponse.json([])));
    expect(await codeOf(b.applications.decide(UID_B, UID_C, 'rejected'))).toBe('not-found');

    server.use(http.get(`${REST}/applications`, () => HttpResponse.json([appRow])));
    expect(await b.applications.listMyApplications()).toHaveLength(1);
    let req = log.last('/rest/v1/applications', 'GET');
    expect(req.query.get('applicant_id')).toBe(`eq.${UID_B}`);
    expect(req.query.get('order')).toBe('created_at.desc,project_id.desc');
    expect((await b.applications.getMyApplication(UID_A))?.status).toBe('pending');
    req = log.last('/rest/v1/applications', 'GET');
    expect(req.query.get('project_id')).toBe(`eq.${UID_A}`);
    expect(req.query.get('applicant_id')).toBe(`eq.${UID_B}`);
  });

  it('watchApplications: only the owner (checked before any read), newest first, live', async () => {
    const b = await member();
    const errors: unknown[] = [];
    b.applications.watchApplications(
      UID_B,
      () => {},
      (e) => errors.push(e),
    );
    await until(() => errors.length === 1);
    expect(errorCodeOf(errors[0])).toBe('permission-denied');
    expect(log.to('/rest/v1/applications')).toHaveLength(0);
    server.use(http.get(`${REST}/applications`, () => HttpResponse.json([])));
    const values: unknown[] = [];
    const stop = b.applications.watchApplications(UID_A, (v) => values.push(v));
    await until(() => values.length === 1);
    const req = log.last('/rest/v1/applications', 'GET');
    expect(req.query.get('project_id')).toBe(`eq.${UID_A}`);
    expect(req.query.get('order')).toBe('created_at.desc,applicant_id.desc');
    await until(() => rt.topics().length === 1);
    expect(rt.joins[rt.joins.length - 1]!.bindings[0]).toMatchObject({
      table: 'applications',
      filter: `project_id=eq.${UID_A}`,
    });
    stop();
  });
});

// ------------------------------------------------------------------------------------------------
describe('ChatGateway and NotificationRepository', () => {
  const chatId = [UID_A, UID_B].sort().join('_');

  it('sendMessage inserts (receiver, trimmed text); the database fills sender and chat id', async () => {
    const b = await member();
    server.use(
      http.post(`${REST}/chat_messages`, () =>
        HttpResponse.json(
          { id: 'm1', chat_id: chatId, sender_id: UID_A, receiver_id: UID_B, text: '哈囉', created_at: ts(3) },
          { status: 201 },
        ),
      ),
    );
    expect(await b.chat.sendMessage(UID_B, '  哈囉 ')).toEqual({
      id: 'm1',
      chatId,
      text: '哈囉',
      senderId: UID_A,
      timestamp: Date.parse('2026-11-20T00:00:03.123Z'),
    });
    expect(await log.lastBody('/rest/v1/chat_messages', 'POST')).toEqual({ receiver_id: UID_B, text: '哈囉' });
    log.clear();
    expect(await codeOf(b.chat.sendMessage(UID_A, '自言自語'))).toBe('permission-denied');
    const blank = await rejection(b.chat.sendMessage(UID_B, '   '));
    expect(blank.details).toContain('required');
    expect(await codeOf(b.chat.sendMessage('no-such-member', '哈囉'))).toBe('not-found');
    expect(log.all).toHaveLength(0);
    server.use(
      http.post(`${REST}/chat_messages`, () =>
        postgrestError(409, '23503', 'insert or update on table "chat_messages" violates foreign key constraint'),
      ),
    );
    expect(await codeOf(b.chat.sendMessage(UID_C, '哈囉'))).toBe('not-found');
  });

  it('watchMessages: by chat id, oldest first; live on INSERT', async () => {
    const b = await member();
    const rows: unknown[] = [];
    server.use(http.get(`${REST}/chat_messages`, () => HttpResponse.json(rows)));
    const values: number[] = [];
    const stop = b.chat.watchMessages(UID_B, (m) => values.push(m.length));
    await until(() => values.length === 1 && rt.topics().length === 1);
    const req = log.last('/rest/v1/chat_messages', 'GET');
    expect(req.query.get('chat_id')).toBe(`eq.${chatId}`);
    expect(req.query.get('order')).toBe('created_at.asc,id.asc');
    expect(rt.joins[rt.joins.length - 1]!.bindings[0]).toMatchObject({
      event: 'INSERT',
      table: 'chat_messages',
      filter: `chat_id=eq.${chatId}`,
    });
    rows.push({ id: 'm1', chat_id: chatId, sender_id: UID_B, receiver_id: UID_A, text: 'hi', created_at: ts(1) });
    rt.emit('chat_messages', 'INSERT', rows[0] as Record<string, unknown>);
    await until(() => values.length === 2);
    expect(values).toEqual([0, 1]);
    stop();
    const errors: unknown[] = [];
    b.chat.watchMessages(
      UID_A,
      () => {},
      (e) => errors.push(e),
    );
    await until(() => errors.length === 1);
    expect(errorCodeOf(errors[0])).toBe('permission-denied');
  });

  it('watchInbox (last_at desc, own rows) and markChatRead (RPC)', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/chat_summaries`, () =>
        HttpResponse.json([
          {
            owner_id: UID_A,
            other_id: UID_B,
            other_name: 'B',
            other_avatar: '',
            last_text: 'hi',
            last_sender_id: UID_B,
            last_at: ts(4),
            unread_count: 2,
          },
        ]),
      ),
      http.post(`${REST}/rpc/mark_chat_read`, () => new HttpResponse(null, { status: 204 })),
    );
    const values: unknown[] = [];
    const stop = b.chat.watchInbox((v) => values.push(v));
    await until(() => values.length === 1);
    expect(values[0]).toEqual([
      {
        otherId: UID_B,
        otherName: 'B',
        otherAvatar: '',
        lastMessage: { text: 'hi', timestamp: Date.parse('2026-11-20T00:00:04.123Z'), senderId: UID_B },
        unreadCount: 2,
      },
    ]);
    const req = log.last('/rest/v1/chat_summaries', 'GET');
    expect(req.query.get('owner_id')).toBe(`eq.${UID_A}`);
    expect(req.query.get('order')).toBe('last_at.desc,other_id.desc');
    await b.chat.markChatRead(UID_B);
    expect(await log.lastBody('/rest/v1/rpc/mark_chat_read', 'POST')).toEqual({ p_other_id: UID_B });
    stop();
    const v = await visitor();
    expect(await codeOf(v.chat.markChatRead(UID_B))).toBe('auth/not-signed-in');
  });

  it('watchNotifications(limit) and markRead (RPC): not-found for a notification that is not yours', async () => {
    const b = await member();
    server.use(
      http.get(`${REST}/notifications`, () =>
        HttpResponse.json([
          {
            user_id: UID_A,
            id: `chat_${UID_B}`,
            type: 'chat',
            message: 'B 傳了訊息給你：「hi」',
            is_read: false,
            link: `/chat/${UID_B}`,
            created_at: ts(5),
          },
        ]),
      ),
      http.post(`${REST}/rpc/mark_notification_read`, () => new HttpResponse(null, { status: 204 })),
    );
    const values: unknown[] = [];
    const stop = b.notifications.watchNotifications(20, (v) => values.push(v));
    await until(() => values.length === 1);
    const req = log.last('/rest/v1/notifications', 'GET');
    expect(Object.fromEntries(req.query)).toEqual({
      select: '*',
      user_id: `eq.${UID_A}`,
      order: 'created_at.desc,id.desc',
      limit: '20',
    });
    expect(values[0]).toEqual([
      {
        id: `chat_${UID_B}`,
        userId: UID_A,
        type: 'chat',
        message: 'B 傳了訊息給你：「hi」',
        isRead: false,
        link: `/chat/${UID_B}`,
        createdAt: Date.parse('2026-11-20T00:00:05.123Z'),
      },
    ]);
    await until(() => rt.topics().length === 1);
    expect(rt.joins[rt.joins.length - 1]!.bindings[0]).toMatchObject({
      table: 'notifications',
      filter: `user_id=eq.${UID_A}`,
    });
    await b.notifications.markRead('n1');
    expect(await log.lastBody('/rest/v1/rpc/mark_notification_read', 'POST')).toEqual({ p_id: 'n1' });
    server.use(
      http.post(`${REST}/rpc/mark_notification_read`, () => postgrestError(400, 'CF404', 'notification not found')),
    );
    expect(await codeOf(b.notifications.markRead('someone-elses'))).toBe('not-found');
    stop();
  });
});

// ------------------------------------------------------------------------------------------------
describe('content, questionnaire, storage, feedback, admin', () => {
  it('banners ordered by sort_order; resources newest first with a limit; admin writes', async () => {
    const v = await visitor();
    server.use(
      http.get(`${REST}/banners`, () =>
        HttpResponse.json([
          { id: 'b1', title: '活動', link_url: 'https://e.x', image_url: 'https://e.x/i.png', sort_order: 10 },
        ]),
      ),
      http.get(`${REST}/resources`, () => HttpResponse.json([])),
    );
    expect(await v.banners.listBanners()).toEqual([
      { id: 'b1', title: '活動', linkUrl: 'https://e.x', imageUrl: 'https://e.x/i.png', order: 10 },
    ]);
    expect(log.last('/rest/v1/banners', 'GET').query.get('order')).toBe('sort_order.asc,id.asc');
    expect(await v.resources.listResources(3)).toEqual([]);
    const req = log.last('/rest/v1/resources', 'GET');
    expect(req.query.get('order')).toBe('created_at.desc,id.desc');
    expect(req.query.get('limit')).toBe('3');
    await v.resources.listResources();
    expect(log.last('/rest/v1/resources', 'GET').query.get('limit')).toBeNull();

    const admin = await member(UID_C, 'c@example.com', 'Admin');
    server.use(
      http.post(`${REST}/banners`, () =>
        HttpResponse.json(
          { id: 'b2', title: '新活動', link_url: 'https://e.x', image_url: 'https://e.x/n.png', sort_order: 100 },
          { status: 201 },
        ),
      ),
      http.patch(`${REST}/banners`, () => HttpResponse.json([])),
      http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)),
    );
    await admin.banners.createBanner('00000000-0000-4000-8000-0000000000b1', {
      title: ' 新活動 ',
      linkUrl: 'https://e.x',
      imageUrl: 'https://e.x/n.png',
      order: 100,
    });
    expect(await log.lastBody('/rest/v1/banners', 'POST')).toEqual({
      id: '00000000-0000-4000-8000-0000000000b1',
      title: '新活動',
      link_url: 'https://e.x',
      image_url: 'https://e.x/n.png',
      sort_order: 100,
    });
    expect(
      await codeOf(
        admin.banners.updateBanner('00000000-0000-4000-8000-000000000001', {
          title: 't',
          linkUrl: 'https://e.x',
          imageUrl: 'https://e.x/n.png',
          order: 1,
        }),
      ),
    ).toBe('not-found');
    server.use(
      http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(false)),
      http.post(`${REST}/resources`, () =>
        postgrestError(403, '42501', 'new row violates row-level security policy for table "resources"'),
      ),
    );
    expect(
      await codeOf(
        admin.banners.updateBanner('00000000-0000-4000-8000-000000000001', {
          title: 't',
          linkUrl: 'https://e.x',
          imageUrl: 'https://e.x/n.png',
          order: 1,
        }),
      ),
    ).toBe('permission-denied');
    expect(
      await codeOf(
        admin.resources.createResource('00000000-0000-4000-8000-0000000000c1', {
          title: 't',
          description: 'd',
          imageUrl: 'https://e.x/i.png',
          officialUrl: 'https://e.x',
          category: 'c',
          district: 'd',
        }),
      ),
    ).toBe('permission-denied');
    const noImage = await rejection(
      admin.banners.createBanner('00000000-0000-4000-8000-0000000000b2', { title: 't', linkUrl: 'https://e.x', imageUrl: '', order: 1 }),
    );
    expect(noImage.details).toContain('image_required');
  });

  it('questionnaire: active one, its questions (list_questions, in order), count (HEAD, exact), submit, result and submission RPCs', async () => {
    const b = await member();
    const QN = '44444444-4444-4444-8444-444444444444';
    const Q1 = '55555555-5555-4555-8555-555555555555';
    const options = [
      { text: '是', scores: { overall: 1, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
      { text: '否', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
    ];
    let count = 0;
    server.use(
      http.get(`${REST}/questionnaires`, () =>
        HttpResponse.json([{ id: QN, title: '評測', description: '說明', is_active: true }]),
      ),
      http.post(`${REST}/rpc/list_questions`, () =>
        HttpResponse.json([
          { id: Q1, questionnaire_id: QN, part: 1, sort_order: 10, text: '題目', type: 'single_choice', options },
        ]),
      ),
      http.head(
        `${REST}/submissions`,
        () => new HttpResponse(null, { status: 200, headers: { 'content-range': `*/${count}` } }),
      ),
      http.post(`${REST}/submissions`, () =>
        HttpResponse.json(
          {
            id: 's1',
            user_id: UID_A,
            questionnaire_id: QN,
            answers: [{ questionId: Q1, chosenOptionIndex: 0 }],
            created_at: ts(6),
            result_id: 'r1',
          },
          { status: 201 },
        ),
      ),
    );
    expect(await b.questionnaire.getActiveQuestionnaire()).toEqual({
      id: QN,
      title: '評測',
      description: '說明',
      isActive: true,
    });
    expect(Object.fromEntries(log.last('/rest/v1/questionnaires', 'GET').query)).toEqual({
      select: '*',
      is_active: 'eq.true',
      order: 'created_at.desc,id.asc',
      limit: '1',
    });
    const qs = await b.questionnaire.listQuestions(QN);
    expect(qs).toEqual([
      { id: Q1, questionnaireId: QN, part: 1, order: 10, text: '題目', type: 'single_choice', options },
    ]);
    expect(await log.lastBody('/rest/v1/rpc/list_questions', 'POST')).toEqual({ p_questionnaire_id: QN });
    expect(await b.questionnaire.listQuestions('no-such-questionnaire')).toEqual([]);

    count = 1;
    expect(await b.questionnaire.countMySubmissions()).toBe(1);
    const head = log.last('/rest/v1/submissions', 'HEAD');
    expect(head.query.get('user_id')).toBe(`eq.${UID_A}`);
    expect(head.headers.get('prefer')).toContain('count=exact');

    const s = await b.questionnaire.submit(QN, [{ questionId: Q1, chosenOptionIndex: 0 }]);
    expect(s).toMatchObject({ id: 's1', resultId: 'r1', userId: UID_A });
    expect(await log.lastBody('/rest/v1/submissions', 'POST')).toEqual({
      questionnaire_id: QN,
      answers: [{ questionId: Q1, chosenOptionIndex: 0 }],
    });
    const partial = await rejection(b.questionnaire.submit(QN, []));
    expect(partial.details).toContain('answers_incomplete');
    // The database checks the answers again (the questions may have changed since they were
    // read): its refusal is the same validation error on the answers field, not a bare code.
    server.use(http.post(`${REST}/submissions`, () => postgrestError(400, 'CF422', 'answers_incomplete')));
    const refused = await rejection(b.questionnaire.submit(QN, [{ questionId: Q1, chosenOptionIndex: 0 }]));
    expect(isValidationError(refused) ? refused.fields : refused.code).toEqual({ answers: 'answers_incomplete' });
    server.use(
      http.post(`${REST}/submissions`, () => postgrestError(400, 'CF429', 'at most 2 questionnaire submissions')),
    );
    expect(await codeOf(b.questionnaire.submit(QN, [{ questionId: Q1, chosenOptionIndex: 1 }]))).toBe(
      'resource-exhausted',
    );
    count = 2;
    log.clear();
    expect(await codeOf(b.questionnaire.submit(QN, [{ questionId: Q1, chosenOptionIndex: 1 }]))).toBe(
      'resource-exhausted',
    );
    expect(log.to('/rest/v1/submissions', 'POST')).toHaveLength(0);

    const R = '66666666-6666-4666-8666-666666666666';
    server.use(
      http.post(`${REST}/rpc/get_result`, () =>
        HttpResponse.json([
          {
            id: R,
            user_id: UID_A,
            submission_id: 's1',
            overall_score: 80,
            archetype: 'artisan',
            retake_count: 0,
            dimension_scores: { overall: 80, skill: 100, execution: 50, teamwork: 0, risk: 0 },
            created_at: ts(7),
          },
        ]),
      ),
    );
    expect(await b.questionnaire.getResult(R)).toEqual({
      id: R,
      userId: UID_A,
      submissionId: 's1',
      overallScore: 80,
      archetype: 'artisan',
      retakeCount: 0,
      dimensionScores: { overall: 80, skill: 100, execution: 50, teamwork: 0, risk: 0 },
      createdAt: Date.parse('2026-11-20T00:00:07.123Z'),
    });
    expect(await log.lastBody('/rest/v1/rpc/get_result', 'POST')).toEqual({ p_id: R });
    server.use(http.post(`${REST}/rpc/get_result`, () => postgrestError(400, 'CF403', "another member's result")));
    expect(await codeOf(b.questionnaire.getResult(R))).toBe('permission-denied');
    expect(await b.questionnaire.getResult('no-such-result')).toBeNull();

    const S = '77777777-7777-4777-8777-777777777777';
    server.use(
      http.post(`${REST}/rpc/get_submission`, () => postgrestError(400, 'CF403', "another member's submission")),
    );
    const errors: unknown[] = [];
    b.questionnaire.watchSubmission(
      S,
      () => {},
      (e) => errors.push(e),
    );
    await until(() => errors.length === 1);
    expect(errorCodeOf(errors[0])).toBe('permission-denied');
  });

  it('storage: avatars/{uid} upserted with its type, public URL with a version; banners for admins', async () => {
    const b = await member();
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/${UID_A}`, () =>
        HttpResponse.json({ Key: `avatars/${UID_A}`, Id: 'o1' }),
      ),
    );
    const file = {
      name: 'me.png',
      type: 'image/png',
      size: 3,
      data: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    };
    const url = await b.storage.uploadAvatar(file);
    expect(url).toBe(`${SUPABASE_URL}/storage/v1/object/public/avatars/${UID_A}?v=1763600000000`);
    const up = log.last(`/storage/v1/object/avatars/${UID_A}`, 'POST');
    expect(up.headers.get('x-upsert')).toBe('true');
    log.clear();
    const big = await rejection(b.storage.uploadAvatar({ ...file, size: 1024 * 1024 + 1 }));
    expect(big.details).toContain('avatar_too_large');
    const gif = await rejection(b.storage.uploadAvatar({ ...file, type: 'image/gif' }));
    expect(gif.details).toContain('avatar_bad_type');
    expect(log.all).toHaveLength(0);
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/${UID_A}`, () =>
        HttpResponse.json(
          { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
          { status: 400 },
        ),
      ),
    );
    expect(await codeOf(b.storage.uploadAvatar(file))).toBe('permission-denied');
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/avatars/${UID_A}`, () =>
        HttpResponse.json(
          { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
          { status: 413 },
        ),
      ),
    );
    expect(await codeOf(b.storage.uploadAvatar(file))).toBe('invalid-argument');

    server.use(http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(false)));
    expect(await codeOf(b.storage.uploadBannerImage({ ...file, name: '首頁 banner.png' }))).toBe('permission-denied');
    server.use(
      http.post(`${REST}/rpc/is_admin`, () => HttpResponse.json(true)),
      http.post(`${SUPABASE_URL}/storage/v1/object/banners/:name`, () =>
        HttpResponse.json({ Key: 'banners/x', Id: 'o2' }),
      ),
    );
    const bannerUrl = await b.storage.uploadBannerImage({ ...file, name: '首頁 banner.png' });
    expect(bannerUrl).toBe(`${SUPABASE_URL}/storage/v1/object/public/banners/1763600000000_banner.png`);
    const v = await visitor();
    expect(await codeOf(v.storage.uploadAvatar(file))).toBe('auth/not-signed-in');
  });

  it('feedback: POST /functions/v1/submit-feedback with a data wrapper and the member’s token; refusals are answers; failures mapped', async () => {
    const v = await member();
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: true, message: '已收到你的意見，我們會盡快回覆！' }),
      ),
    );
    expect(await v.feedback.submitFeedback({ name: ' 王小明 ', email: '', message: ' 很棒 ' })).toEqual({
      success: true,
      message: '已收到你的意見，我們會盡快回覆！',
    });
    const req = log.last('/functions/v1/submit-feedback', 'POST');
    expect(await log.lastBody('/functions/v1/submit-feedback', 'POST')).toEqual({
      data: { name: '王小明', email: '', message: '很棒' },
    });
    expect(req.headers.get('apikey')).toBe('anon-key-for-tests');
    expect(subOf(req.headers.get('authorization'))).toBe(UID_A);
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: false, message: '請填寫姓名與訊息內容。' }, { status: 400 }),
      ),
    );
    expect(await v.feedback.submitFeedback({ name: '', email: '', message: 'x' })).toEqual({
      success: false,
      message: '請填寫姓名與訊息內容。',
    });
    // Over the sender's rate: the domain's resource-exhausted, which the contact page explains.
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: false, message: '每小時最多可以送出 5 則訊息，請稍後再試。' }, { status: 429 }),
      ),
    );
    expect(await codeOf(v.feedback.submitFeedback({ name: 'a', email: '', message: 'b' }))).toBe('resource-exhausted');
    // A session the function no longer accepts: signed out, not an answer to show.
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: false, message: '請先登入再送出。' }, { status: 401 }),
      ),
    );
    expect(await codeOf(v.feedback.submitFeedback({ name: 'a', email: '', message: 'b' }))).toBe('auth/not-signed-in');
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ error: 'boom' }, { status: 500 }),
      ),
    );
    expect(await codeOf(v.feedback.submitFeedback({ name: 'a', email: '', message: 'b' }))).toBe('unavailable');
    server.use(http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () => HttpResponse.error()));
    expect(await codeOf(v.feedback.submitFeedback({ name: 'a', email: '', message: 'b' }))).toBe('unavailable');
  });

  it('feedback needs sign-in, as the contact page does: a visitor sends nothing', async () => {
    const v = await visitor();
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/submit-feedback`, () =>
        HttpResponse.json({ success: true, message: '已收到你的意見，我們會盡快回覆！' }),
      ),
    );
    expect(await codeOf(v.feedback.submitFeedback({ name: '訪客', email: '', message: '你好' }))).toBe(
      'auth/not-signed-in',
    );
    expect(log.to('/functions/v1/submit-feedback', 'POST')).toHaveLength(0);
  });

  it('admin: counts and searches through RPCs, id cursors, set_admin; CF403 is permission-denied', async () => {
    const b = await member(UID_C, 'c@example.com', 'Admin');
    server.use(
      http.post(`${REST}/rpc/admin_count_users`, () => HttpResponse.json(3)),
      http.post(`${REST}/rpc/admin_count_projects`, () => HttpResponse.json(1)),
      http.post(`${REST}/rpc/admin_search_users`, () =>
        HttpResponse.json([profileRow(UID_A, 'amy'), profileRow(UID_B, 'Andy')]),
      ),
      http.post(`${REST}/rpc/set_admin`, () => new HttpResponse(null, { status: 204 })),
    );
    expect(await b.admin.countUsers()).toBe(3);
    expect(await b.admin.countProjects()).toBe(1);
    const p1 = await b.admin.searchUsers({ prefix: ' A ', limit: 1 });
    expect(await log.lastBody('/rest/v1/rpc/admin_search_users', 'POST')).toEqual({
      p_prefix: 'A',
      p_limit: 2,
      p_after: null,
    });
    expect(p1.items.map((u) => u.name)).toEqual(['amy']);
    await b.admin.searchUsers({ prefix: 'A', limit: 1, after: p1.next });
    expect(await log.lastBody('/rest/v1/rpc/admin_search_users', 'POST')).toEqual({
      p_prefix: 'A',
      p_limit: 2,
      p_after: UID_A,
    });
    await b.admin.setAdmin(UID_B, true);
    expect(await log.lastBody('/rest/v1/rpc/set_admin', 'POST')).toEqual({ p_uid: UID_B, p_is_admin: true });
    server.use(http.post(`${REST}/rpc/admin_count_users`, () => postgrestError(400, 'CF403', 'admins only')));
    expect(await codeOf(b.admin.countUsers())).toBe('permission-denied');
    server.use(http.post(`${REST}/rpc/set_admin`, () => postgrestError(400, 'CF404', 'member not found')));
    expect(await codeOf(b.admin.setAdmin(UID_A, false))).toBe('not-found');
    const v = await visitor();
    expect(await codeOf(v.admin.countUsers())).toBe('auth/not-signed-in');
  });
});

describe('writes safe to retry: the client id', () => {
  const KEY = '8f14e45f-ceea-4672-8b7e-5d1c2a3b4c5e';
  const duplicate = () => postgrestError(409, '23505', 'duplicate key value violates unique constraint');

  it('sendMessage sends the client id; a retry refused as a duplicate answers with the stored message; a malformed id asks nothing', async () => {
    const b = await member();
    const chatId = [UID_A, UID_B].sort().join('_');
    const stored = {
      id: 'm1',
      chat_id: chatId,
      sender_id: UID_A,
      receiver_id: UID_B,
      text: '明天有空聊聊嗎？',
      created_at: ts(3),
      client_id: KEY,
    };
    server.use(
      http.post(`${REST}/chat_messages`, () => duplicate()),
      http.get(`${REST}/chat_messages`, () => HttpResponse.json([stored])),
    );
    expect(await b.chat.sendMessage(UID_B, '明天有空聊聊嗎？', KEY)).toEqual({
      id: 'm1',
      chatId,
      text: '明天有空聊聊嗎？',
      senderId: UID_A,
      timestamp: Date.parse('2026-11-20T00:00:03.123Z'),
      clientId: KEY,
    });
    expect(await log.lastBody('/rest/v1/chat_messages', 'POST')).toEqual({
      receiver_id: UID_B,
      text: '明天有空聊聊嗎？',
      client_id: KEY,
    });
    const read = log.last('/rest/v1/chat_messages', 'GET');
    expect(read.query.get('sender_id')).toBe(`eq.${UID_A}`);
    expect(read.query.get('client_id')).toBe(`eq.${KEY}`);
    // The same id on a message to someone else is no retry of this one.
    expect(await codeOf(b.chat.sendMessage(UID_C, '明天有空聊聊嗎？', KEY))).toBe('already-exists');
    log.clear();
    for (const bad of ['', 'not-an-id', '__proto__', 'x'.repeat(200)]) {
      const refused = await rejection(b.chat.sendMessage(UID_B, '哈囉', bad));
      expect(isValidationError(refused)).toBe(true);
      expect(refused.code).toBe('invalid-argument');
    }
    expect(log.all).toHaveLength(0);
  });

  it('apply sends the client id; a retry answers with the member’s application when it carries that id, else already-exists', async () => {
    const b = await member(UID_B, 'b@example.com', 'B');
    const appRow = {
      project_id: UID_A,
      applicant_id: UID_B,
      applicant_name: 'B',
      applicant_avatar: '',
      status: 'pending',
      created_at: ts(1),
      decided_at: null,
      client_id: KEY,
    };
    server.use(
      http.post(`${REST}/applications`, () => duplicate()),
      http.get(`${REST}/applications`, () => HttpResponse.json([appRow])),
    );
    expect(await b.applications.apply(UID_A, KEY)).toEqual({
      projectId: UID_A,
      applicantId: UID_B,
      applicantName: 'B',
      applicantAvatar: '',
      status: 'pending',
      createdAt: Date.parse('2026-11-20T00:00:01.123Z'),
    });
    expect(await log.lastBody('/rest/v1/applications', 'POST')).toEqual({ project_id: UID_A, client_id: KEY });
    const read = log.last('/rest/v1/applications', 'GET');
    expect(read.query.get('project_id')).toBe(`eq.${UID_A}`);
    expect(read.query.get('applicant_id')).toBe(`eq.${UID_B}`);
    // Another try that is not a retry is a second application.
    expect(await codeOf(b.applications.apply(UID_A, '00000000-0000-4000-8000-000000000001'))).toBe('already-exists');
    log.clear();
    expect(await codeOf(b.applications.apply(UID_A, 'not-an-id'))).toBe('invalid-argument');
    expect(log.all).toHaveLength(0);
  });

  it('submit sends the client id; a retry answers with the stored submission, also when it was the last chance', async () => {
    const b = await member();
    const QN = '44444444-4444-4444-8444-444444444444';
    const Q1 = '55555555-5555-4555-8555-555555555555';
    const options = [
      { text: '是', scores: { overall: 1, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
      { text: '否', scores: { overall: 0, skill: 0, execution: 0, teamwork: 0, risk: 0 } },
    ];
    const storedRow = {
      id: 's1',
      user_id: UID_A,
      questionnaire_id: QN,
      answers: [{ questionId: Q1, chosenOptionIndex: 0 }],
      created_at: ts(6),
      result_id: 'r1',
      client_id: KEY,
    };
    let count = 1;
    server.use(
      http.post(`${REST}/rpc/list_questions`, () =>
        HttpResponse.json([
          { id: Q1, questionnaire_id: QN, part: 1, sort_order: 10, text: '題目', type: 'single_choice', options },
        ]),
      ),
      http.head(
        `${REST}/submissions`,
        () => new HttpResponse(null, { status: 200, headers: { 'content-range': `*/${count}` } }),
      ),
      http.post(`${REST}/submissions`, () => duplicate()),
      http.get(`${REST}/submissions`, () => HttpResponse.json([storedRow])),
    );
    const answers = [{ questionId: Q1, chosenOptionIndex: 0 }];
    const expected = {
      id: 's1',
      userId: UID_A,
      questionnaireId: QN,
      answers,
      createdAt: Date.parse('2026-11-20T00:00:06.123Z'),
      resultId: 'r1',
    };
    expect(await b.questionnaire.submit(QN, answers, KEY)).toEqual(expected);
    expect(await log.lastBody('/rest/v1/submissions', 'POST')).toEqual({
      questionnaire_id: QN,
      answers,
      client_id: KEY,
    });
    const read = log.last('/rest/v1/submissions', 'GET');
    expect(read.query.get('user_id')).toBe(`eq.${UID_A}`);
    expect(read.query.get('client_id')).toBe(`eq.${KEY}`);

    // Both chances spent: the retry of the second is still answered, a new submission is not.
    count = 2;
    log.clear();
    expect(await b.questionnaire.submit(QN, answers, KEY)).toEqual(expected);
    expect(log.to('/rest/v1/submissions', 'POST')).toHaveLength(0);
    server.use(http.get(`${REST}/submissions`, () => HttpResponse.json([])));
    expect(await codeOf(b.questionnaire.submit(QN, answers, '00000000-0000-4000-8000-000000000002'))).toBe(
      'resource-exhausted',
    );
    log.clear();
    expect(await codeOf(b.questionnaire.submit(QN, answers, 'x'))).toBe('invalid-argument');
    expect(log.all).toHaveLength(0);
  });
});
