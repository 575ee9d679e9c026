import type { Backend } from '../core/ports';
import type { AppConfig } from '../config/backend';

declare const __APP_BACKEND__: AppConfig['backend'];

export class BackendUnavailableError extends Error {
  constructor(readonly backend: string, reason: string) {
    super(reason);
    this.name = 'BackendUnavailableError';
  }
}

/**
 * Loads the configured backend with a dynamic import(). `__APP_BACKEND__` is a build-time
 * constant, so webpack drops the other branches and only the chosen backend's SDK ships.
 */
export async function loadBackend(config: AppConfig): Promise<Backend> {
  if (__APP_BACKEND__ === 'memory') {
    const { startMemoryBackend } = await import(/* webpackChunkName: "backend-memory" */ './memoryBackend');
    return startMemoryBackend();
  }
  if (__APP_BACKEND__ === 'firebase' && config.backend === 'firebase') {
    const { createFirebaseBackend, emulatorsOn } = await import(
      /* webpackChunkName: "backend-firebase" */ '../adapters/firebase/createFirebaseBackend'
    );
    try {
      const host = config.firebaseEmulatorHost;
      return await createFirebaseBackend(config.firebase, host ? { emulators: emulatorsOn(host) } : {});
    } catch (e) {
      throw new BackendUnavailableError('firebase', e instanceof Error ? e.message : String(e));
    }
  }
  if (__APP_BACKEND__ === 'supabase' && config.backend === 'supabase') {
    const { createSupabaseBackend } = await import(/* webpackChunkName: "backend-supabase" */ '../adapters/supabase/createSupabaseBackend');
    try {
      return await createSupabaseBackend(config.supabase);
    } catch (e) {
      throw new BackendUnavailableError('supabase', e instanceof Error ? e.message : String(e));
    }
  }
  throw new BackendUnavailableError(String(config.backend), `Unknown backend "${config.backend}".`);
}
