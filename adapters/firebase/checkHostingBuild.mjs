// Runs before `firebase deploy --only hosting` (firebase.json "predeploy"), on any Node: plain
// JavaScript. It refuses to publish a build that was not made for this Firebase project: the
// in-browser demo (a build without APP_BACKEND=firebase), a build for the emulators, or one for
// another project. The build writes what it was made for in dist/.build.json (config/buildManifest.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? fileURLToPath(new URL('../../dist/.build.json', import.meta.url));
// The Firebase CLI names the project being deployed to in GCLOUD_PROJECT.
const project = process.env.GCLOUD_PROJECT ?? '';

function refuse(reason) {
  console.error(`Not deploying hosting: ${reason}`);
  console.error(
    'Build it for this project first: adapters/firebase/README.md, "Operator: deploy", step 4 "Build the web app".',
  );
  process.exit(1);
}

let manifest;
try {
  manifest = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  refuse(`${file} is missing or unreadable: dist/ holds no production build (npm run build).`);
}
if (manifest.backend !== 'firebase')
  refuse(`dist/ holds a build for the ${manifest.backend} backend (APP_BACKEND was not firebase).`);
if (manifest.firebaseEmulators)
  refuse(`dist/ holds a build for the emulators on ${manifest.firebaseEmulators} (unset FIREBASE_EMULATORS).`);
if (project && manifest.firebaseProject !== project)
  refuse(`dist/ holds a build for the project "${manifest.firebaseProject}", not "${project}" (FIREBASE_PROJECT_ID).`);
console.log(`dist/ is a build for the Firebase project "${manifest.firebaseProject}".`);
