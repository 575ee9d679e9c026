/**
 * Writes the demo's members and projects into the Firebase emulators, through the Firebase
 * adapter (so firestore.rules and the triggers apply, as to members signing up): the bench then
 * audits the Firebase build's member pages with the same people as the memory build's. Banners,
 * resources and the questionnaire come from the operator's `npm run firebase:seed`.
 *
 *   node --import ./test/bench/extensionlessImports.ts test/bench/firebaseDemo.ts
 *
 * Needs FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (firebase emulators:exec sets
 * them) and a fresh emulator: an address already used fails. The members have no photos: the
 * rules take a photo only as the member's own upload to Storage, whose emulator cannot run here.
 * Prints, as JSON, the Firebase uid of each demo uid.
 */
import { backendFrom, emulatorsOn, firebaseServices } from '../../adapters/firebase/createFirebaseBackend';
import { demoProjects } from '../../adapters/memory/demo/demoProjects';
import { demoUsers } from '../../adapters/memory/demo/demoUsers';
import { PROFILE_PATCH_KEYS, type ProfilePatch } from '../../core/domain';
import { readFirebaseConfig } from '../../config/backend';
import { BENCH_BACKEND_CONFIG } from './benchBackendConfig.ts';

const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestore = process.env.FIRESTORE_EMULATOR_HOST;
if (!auth || !firestore)
  throw new Error(
    'firebaseDemo.ts needs the Auth and Firestore emulators (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST)',
  );
// The bench's Firebase build's settings: the same project id, so its pages read what this writes.
const config = readFirebaseConfig(BENCH_BACKEND_CONFIG);
const emulators = emulatorsOn(auth.split(':')[0] ?? '127.0.0.1');

const uids: Record<string, string> = {};
for (const { profile, contact, password } of demoUsers) {
  // One app a member: each signs up and writes as themself.
  const backend = backendFrom(firebaseServices(config, { appName: profile.uid, emulators }));
  const session = await backend.auth.register({ name: profile.name, email: contact.email, password });
  await backend.users.createUser(session.uid, profile.name, contact);
  const patch = Object.fromEntries(PROFILE_PATCH_KEYS.map((key) => [key, profile[key]])) as ProfilePatch;
  patch.avatarUrl = '';
  await backend.users.saveProfile(session.uid, patch);
  const project = demoProjects.find((p) => p.ownerId === profile.uid);
  if (project) {
    const { projectName, headline, description, stage, partnersWanted, skillsRequired } = project;
    await backend.projects.saveOwnProject({
      projectName,
      headline,
      description,
      stage,
      partnersWanted,
      skillsRequired,
    });
  }
  await backend.auth.signOut();
  uids[profile.uid] = session.uid;
}
process.stdout.write(`${JSON.stringify(uids)}\n`);
process.exit(0);
