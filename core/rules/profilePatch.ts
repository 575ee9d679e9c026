import { PROFILE_PATCH_KEYS, type ProfilePatch } from '../domain';

/**
 * What a member's profile save may write: the profile fields a member edits, and of those only
 * the ones the patch sets. Anything else it carries (isAdmin, counters, results, unknown keys) is
 * dropped, so no backend stores a field the member may not change.
 */
export function pickProfilePatch(patch: ProfilePatch | null | undefined): ProfilePatch {
  const out: Record<string, unknown> = {};
  if (!patch || typeof patch !== 'object') return out;
  for (const k of PROFILE_PATCH_KEYS) {
    if (Object.prototype.hasOwnProperty.call(patch, k) && (patch as Record<string, unknown>)[k] !== undefined) {
      out[k] = (patch as Record<string, unknown>)[k];
    }
  }
  return out as ProfilePatch;
}
