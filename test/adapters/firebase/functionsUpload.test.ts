/**
 * What `firebase deploy --only functions` uploads, decided by firebase.json's `ignore` list as
 * firebase-tools applies it (each pattern against a file's absolute path, a pattern without a
 * slash against any one of its names). The emulators load the folder as it is, so only this
 * shows that the deployed functions have their entry file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);
const fsAsync = require('firebase-tools/lib/fsAsync.js') as {
  readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
};
const firebaseJson = JSON.parse(readFileSync(join(process.cwd(), 'adapters/firebase/firebase.json'), 'utf8')) as {
  functions: { ignore: string[] }[];
};
const functionsPackage = JSON.parse(
  readFileSync(join(process.cwd(), 'adapters/firebase/functions/package.json'), 'utf8'),
) as {
  main: string;
};

describe('the Cloud Functions upload', () => {
  let folder = '';
  beforeAll(() => {
    // The functions folder's shape after `npm run build` there.
    folder = mkdtempSync(join(tmpdir(), 'functions-upload-'));
    for (const file of [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'src/index.ts',
      'src/adminQuery.ts',
      functionsPackage.main,
      'lib/adapters/firebase/functions/src/adminQuery.js',
      'lib/adapters/firebase/serverEffects/chatEffects.js',
      'lib/core/constants.js',
      'lib/adapters/firebase/functions/operator/seed.js',
      'operator/seed.ts',
      'node_modules/firebase-admin/package.json',
      'firebase-debug.log',
    ]) {
      mkdirSync(dirname(join(folder, file)), { recursive: true });
      writeFileSync(join(folder, file), '');
    }
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('holds the compiled functions with their entry file, without sources, operator scripts or packages', async () => {
    const ignore = firebaseJson.functions[0]!.ignore;
    const files = (await fsAsync.readdirRecursive({ path: folder, ignoreStrings: [...ignore] }))
      .map((f) => relative(folder, f.name))
      .sort();
    expect(files).toEqual(
      [
        'lib/adapters/firebase/functions/src/adminQuery.js',
        functionsPackage.main,
        'lib/adapters/firebase/serverEffects/chatEffects.js',
        'lib/core/constants.js',
        'package-lock.json',
        'package.json',
      ].sort(),
    );
  });
});
