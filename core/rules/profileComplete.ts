import type { UserProfile } from '../domain';
import { hasRole } from './onboarding';

/**
 * A profile others can judge: it names a role and has a headline that is not blank. Home
 * features only these, and Explore partners lists them before the rest. Blank is what
 * String.prototype.trim strips, which the databases restate (app.js_trim, firestore.rules).
 */
export function isProfileComplete(profile: Pick<UserProfile, 'role' | 'headline'> | null | undefined): boolean {
  return hasRole(profile) && typeof profile?.headline === 'string' && profile.headline.trim() !== '';
}
