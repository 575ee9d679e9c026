import type { EpochMs, Uid } from './common';
import type { Archetype, Availability, Gender, Role, YearsExperience } from './enums';

export interface Address {
  city: string;
  district: string;
}

/** What the user document keeps of the member's latest assessment (spec section 3). */
export interface ArchetypeResultRef {
  archetype: Archetype;
  overallScore: number;
  resultId: string;
  retakeCount: number;
}

/** Public profile document, readable by every signed-in member. */
export interface UserProfile {
  uid: Uid;
  /** Spec: name (also displayName). */
  name: string;
  /** Spec: avatarUrl (also photoURL). Empty string when none. */
  avatarUrl: string;
  headline: string;
  bio: string;
  role: Role | null;
  gender: Gender | null;
  skills: string[];
  address: Address;
  createdAt: EpochMs;
  /** Bell count; see core/rules/unread.ts for the one model every backend follows. */
  unreadNotifications: number;
  isAdmin: boolean;
  industryExperience: string[];
  yearsExperience: YearsExperience | null;
  pastExperience: string;
  linkedinUrl: string;
  githubUrl: string;
  websiteUrl: string;
  interests: string[];
  workingStyle: string[];
  availability: Availability | null;
  archetypeResult: ArchetypeResultRef | null;
  /**
   * When the member last opened the app, the backend's time, moved at most once an hour
   * (core/matching/lastActive.ts); createdAt until they first do.
   */
  lastActiveAt: EpochMs;
}

/** Private contact document: only its owner reads or writes it. */
export interface ContactInfo {
  email: string;
  phone: string;
}

/** The fields a member may change on their own profile (never isAdmin, counters or results). */
export type ProfilePatch = Partial<
  Pick<
    UserProfile,
    | 'name'
    | 'avatarUrl'
    | 'headline'
    | 'bio'
    | 'role'
    | 'gender'
    | 'skills'
    | 'address'
    | 'industryExperience'
    | 'yearsExperience'
    | 'pastExperience'
    | 'linkedinUrl'
    | 'githubUrl'
    | 'websiteUrl'
    | 'interests'
    | 'workingStyle'
    | 'availability'
  >
>;

export const PROFILE_PATCH_KEYS = [
  'name',
  'avatarUrl',
  'headline',
  'bio',
  'role',
  'gender',
  'skills',
  'address',
  'industryExperience',
  'yearsExperience',
  'pastExperience',
  'linkedinUrl',
  'githubUrl',
  'websiteUrl',
  'interests',
  'workingStyle',
  'availability',
] as const satisfies readonly (keyof ProfilePatch)[];

export interface UserFilters {
  role?: Role;
  gender?: Gender;
  city?: string;
  district?: string;
}

/** A profile with every optional field at its empty value. */
export function emptyProfile(uid: Uid, name: string, createdAt: EpochMs): UserProfile {
  return {
    uid,
    name,
    avatarUrl: '',
    headline: '',
    bio: '',
    role: null,
    gender: null,
    skills: [],
    address: { city: '', district: '' },
    createdAt,
    unreadNotifications: 0,
    isAdmin: false,
    industryExperience: [],
    yearsExperience: null,
    pastExperience: '',
    linkedinUrl: '',
    githubUrl: '',
    websiteUrl: '',
    interests: [],
    workingStyle: [],
    availability: null,
    archetypeResult: null,
    lastActiveAt: createdAt,
  };
}
