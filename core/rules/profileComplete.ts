import type { UserProfile } from '../domain';
import { isBlank } from '../validation/text';
import { hasRole } from './onboarding';

/**
 * A profile others can judge: it names a role and has a headline that is not blank. Home
 * features only these, and Explore partners lists them before the rest. Blank is what
 * core/validation/text trims (whitespace and characters that draw nothing), which the databases
 * restate (app.js_trim, firestore.rules).
 */
export function isProfileComplete(profile: Pick<UserProfile, 'role' | 'headline'> | null | undefined): boolean {
  return hasRole(profile) && typeof profile?.headline === 'string' && !isBlank(profile.headline);
}
