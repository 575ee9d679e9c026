import { ROLES, isOneOf, type UserProfile } from '../domain';

/** Whether the profile's role is one of the Role codes ("role values decide onboarding completion"). */
export function hasRole(profile: Pick<UserProfile, 'role'> | null | undefined): boolean {
  return !!profile && isOneOf(ROLES, profile.role);
}

/**
 * Spec 4: onboarding is true when no profile document exists or the profile has no role, and
 * becomes false once a role exists or when ended explicitly (saving the profile ends it).
 * A role value that is not a Role code counts as no role.
 */
export function isOnboarding(profile: Pick<UserProfile, 'role'> | null, endedExplicitly: boolean): boolean {
  if (endedExplicitly) return false;
  return !hasRole(profile);
}

/** Spec 2: after login, Home if the profile has a role, otherwise /profile for onboarding. */
export function postLoginPath(profile: Pick<UserProfile, 'role'> | null): '/home' | '/profile' {
  return hasRole(profile) ? '/home' : '/profile';
}
