/**
 * Build-time helper (never bundled): the files of public/ a build leaves out (webpack.config.ts).
 * The demo members' photos ship only with the memory backend, whose demo members show them. The
 * banners' and resources' pictures ship with every build: each backend's content seed (Firebase's
 * `npm run firebase:seed`, Supabase's seed.sql) points its banners and resources at them.
 */
import type { BackendName } from '../../config/backend.ts';

export function publicFilesLeftOut(backend: BackendName): string[] {
  return backend === 'memory' ? [] : ['**/demo/avatars/**'];
}
