import type { AppConfig, BackendName } from './backend.ts';

/**
 * What a build was made for, written beside it as dist/.build.json (webpack.config.ts): the
 * Firebase hosting deploy checks it first (adapters/firebase/checkHostingBuild.mjs), so a demo
 * build, an emulator build or another project's build is never published. Public values only:
 * the same ones the build's scripts carry.
 */
export interface BuildManifest {
  backend: BackendName;
  /** The Firebase project the build talks to. */
  firebaseProject?: string;
  /** The emulators' host, when the build talks to them instead of the project. */
  firebaseEmulators?: string;
  /** The Supabase project's address. */
  supabaseUrl?: string;
}

export const BUILD_MANIFEST_FILE = '.build.json';

export function buildManifest(config: AppConfig): BuildManifest {
  switch (config.backend) {
    case 'memory':
      return { backend: 'memory' };
    case 'firebase':
      return {
        backend: 'firebase',
        firebaseProject: config.firebase.projectId,
        ...(config.firebaseEmulatorHost ? { firebaseEmulators: config.firebaseEmulatorHost } : {}),
      };
    case 'supabase':
      return { backend: 'supabase', supabaseUrl: config.supabase.url };
  }
}

/** One line for the build's output: which backend, and where. */
export function describeBuild(manifest: BuildManifest): string {
  const where =
    manifest.backend === 'firebase'
      ? ` (project ${manifest.firebaseProject}${manifest.firebaseEmulators ? `, on the emulators at ${manifest.firebaseEmulators}` : ''})`
      : manifest.backend === 'supabase'
        ? ` (${manifest.supabaseUrl})`
        : ' (the in-browser demo: data stays in each visitor’s browser)';
  return `Building for the ${manifest.backend} backend${where}.`;
}
