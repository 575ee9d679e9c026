/**
 * The operator's commands for a new Firebase project (adapters/firebase/README.md), run as the
 * README names them (`npm run firebase:seed`, `npm run firebase:make-admin -- <email>`) against
 * the Auth and Firestore emulators that run-emulators.sh starts, which also builds the commands
 * with the functions. Then a member's app sees their effect through the real `firebase` SDK.
 */
import { jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { backendFrom, firebaseServices } from '../../../../adapters/firebase/createFirebaseBackend';
import { demoBanners } from '../../../../adapters/memory/demo/demoContent';
import { demoQuestionnaire, demoQuestions } from '../../../../adapters/memory/demo/demoQuestionnaire';

const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST;
const PROJECT_ID = 'demo-cofounder';
const running = !!(AUTH && FIRESTORE);

if (!running) {
  const why = "the Firebase operator's commands: the Auth and Firestore emulators are not running in this process.";
  if (process.env.REQUIRE_EMULATORS === '1') throw new Error(`${why} REQUIRE_EMULATORS=1 asks for them.`);
  process.stderr.write(`SKIPPED ${why} Run \`bash test/adapters/firebase/run-emulators.sh\`.\n`);
}

/** The command's exit status, its answer (stdout) and its error line (stderr). */
function npmRun(script: string, ...args: string[]): { status: number | null; out: string; err: string } {
  const r = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GOOGLE_CLOUD_PROJECT: PROJECT_ID },
  });
  return { status: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

/** Each client's app, deleted after the suite so no listener or stream outlives it. */
const apps: FirebaseApp[] = [];

async function newClient() {
  const [host, port] = FIRESTORE!.split(':');
  const services = firebaseServices(
    {
      apiKey: 'demo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      projectId: PROJECT_ID,
      storageBucket: `${PROJECT_ID}.appspot.com`,
      messagingSenderId: '0',
      appId: '1:0:web:0',
    },
    {
      appName: `operator-${randomUUID()}`,
      emulators: { auth: `http://${AUTH}`, firestore: { host: host!, port: Number(port) } },
    },
  );
  apps.push(services.auth.app);
  await services.auth.authStateReady();
  return backendFrom(services);
}

(running ? describe : describe.skip)("Firebase operator's commands (emulators)", () => {
  jest.setTimeout(60_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it('firebase:seed writes the active questionnaire, its questions and the banners once', async () => {
    const first = npmRun('firebase:seed');
    expect(first).toMatchObject({ status: 0 });
    const again = npmRun('firebase:seed');
    expect(again).toMatchObject({ status: 0, out: expect.stringContaining('Seeded 0 documents') });

    const client = await newClient();
    const email = `reader-${randomUUID()}@example.com`;
    const { uid } = await client.auth.register({ name: '讀者', email, password: 'secret123' });
    await client.users.createUser(uid, '讀者', { email, phone: '' });
    expect(await client.questionnaire.listQuestions(demoQuestionnaire.id)).toHaveLength(demoQuestions.length);
    const titles = (await client.banners.listBanners()).map((b) => b.title);
    expect(titles).toEqual(expect.arrayContaining(demoBanners.map((b) => b.title)));
  });

  it('firebase:make-admin makes a registered member an admin; an unknown address is refused', async () => {
    const client = await newClient();
    const email = `founder-${randomUUID()}@example.com`;
    const { uid } = await client.auth.register({ name: '創辦人', email, password: 'secret123' });
    await client.users.createUser(uid, '創辦人', { email, phone: '' });
    await expect(client.admin.countUsers()).rejects.toBeTruthy();

    expect(npmRun('firebase:make-admin', email)).toMatchObject({
      status: 0,
      out: expect.stringContaining('is an admin'),
    });
    expect(await client.admin.countUsers()).toBeGreaterThan(0);

    const unknown = npmRun('firebase:make-admin', 'nobody@example.com');
    expect(unknown).toMatchObject({
      status: 1,
      err: expect.stringContaining('No member is registered with nobody@example.com'),
    });
  });

  it('firebase:backfill adds the derived fields to documents written before them, and only there; takes off photos that are not the member’s upload', async () => {
    const docs = `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    // The emulator's owner token writes past the rules, as an old app version's documents came to be.
    const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
    const put = (path: string, fields: Record<string, unknown>) =>
      fetch(`${docs}/${path}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields }) });
    const read = async (path: string) =>
      (
        (await (await fetch(`${docs}/${path}`, { headers: owner })).json()) as {
          fields: Record<string, Record<string, unknown>>;
        }
      ).fields;
    const old = `old-${randomUUID()}`;
    const kept = `kept-${randomUUID()}`;
    await put(`users/${old}`, {
      name: { stringValue: 'Old Member' },
      role: { stringValue: 'technical' },
      headline: { stringValue: '全端工程師' },
    });
    const ownPhoto = `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/avatars%2F${kept}?alt=media&token=1f0c2a4e-6b7d-4c8e-9f01-23456789abcd`;
    await put(`users/${kept}`, {
      name: { stringValue: 'Kept' },
      nameLower: { stringValue: 'kept' },
      profileComplete: { booleanValue: false },
      isAdmin: { booleanValue: true },
      avatarUrl: { stringValue: ownPhoto },
    });
    await put(`projects/${old}`, { projectName: { stringValue: 'Old Project' } });
    // Photos saved before firestore.rules took only the member's own upload: one on another site
    // (a tracking pixel) is taken off, the member's own upload stays.
    const tracker = `tracker-${randomUUID()}`;
    await put(`users/${tracker}`, {
      name: { stringValue: 'Tracker' },
      nameLower: { stringValue: 'tracker' },
      profileComplete: { booleanValue: false },
      isAdmin: { booleanValue: false },
      avatarUrl: { stringValue: 'https://tracker.example/pixel.gif' },
    });
    // A document of the spec's older shape names its photo photoURL, shown when avatarUrl is empty.
    const legacy = `legacy-${randomUUID()}`;
    await put(`users/${legacy}`, {
      name: { stringValue: 'Legacy' },
      nameLower: { stringValue: 'legacy' },
      profileComplete: { booleanValue: false },
      isAdmin: { booleanValue: false },
      photoURL: { stringValue: 'https://tracker.example/old.gif' },
    });

    expect(npmRun('firebase:backfill')).toMatchObject({
      status: 0,
      out: expect.stringMatching(
        /^Filled in [1-9]\d* user and [1-9]\d* project documents\. Took off [1-9]\d* profile photos? that (is|are) not the member’s own upload in this project’s bucket\.$/,
      ),
    });
    expect(await read(`users/${old}`)).toMatchObject({
      profileComplete: { booleanValue: true },
      nameLower: { stringValue: 'old member' },
      isAdmin: { booleanValue: false },
    });
    expect(await read(`projects/${old}`)).toMatchObject({ projectNameLower: { stringValue: 'old project' }, hidden: { booleanValue: false } });
    expect(await read(`users/${kept}`)).toMatchObject({
      profileComplete: { booleanValue: false },
      nameLower: { stringValue: 'kept' },
      isAdmin: { booleanValue: true },
      avatarUrl: { stringValue: ownPhoto },
    });
    expect(await read(`users/${tracker}`)).toMatchObject({ avatarUrl: { stringValue: '' } });
    expect(await read(`users/${legacy}`)).toMatchObject({ photoURL: { stringValue: '' } });
    expect(npmRun('firebase:backfill')).toMatchObject({ status: 0, out: 'Filled in 0 user and 0 project documents.' });
  });
});
