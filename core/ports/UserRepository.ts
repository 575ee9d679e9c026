import type {
  ContactInfo,
  Cursor,
  EpochMs,
  Page,
  ProfilePatch,
  Uid,
  Unsubscribe,
  UserFilters,
  UserProfile,
} from '../domain';

/** Members active after `since` (lastActiveAt > since), or, with active false, the others. */
export interface LastActiveFilter {
  since: EpochMs;
  active: boolean;
}

export interface UserListQuery {
  filters: UserFilters;
  limit: number;
  after?: Cursor | null;
  /** Only one part of the list (core/usecases/activeFirst.ts puts the inactive part last). */
  lastActive?: LastActiveFilter;
}

/**
 * Public profiles and the private contact document (spec 7, Users). Only the signed-in owner
 * may write a profile or read its contact; only an admin
 * may change isAdmin (AdminGateway); counters and results are the backend's to write.
 */
export interface UserRepository {
  getUser(uid: Uid): Promise<UserProfile | null>;
  /** Live profile; calls back with null while no document exists. */
  watchUser(uid: Uid, callback: (user: UserProfile | null) => void, onError?: (e: unknown) => void): Unsubscribe;
  /** Complete profiles (isProfileComplete) first, then createdAt descending, uid descending. */
  listUsers(query: UserListQuery): Promise<Page<UserProfile>>;
  /** Registration batch: the user document (role null, counters 0, isAdmin false) and contact. */
  createUser(uid: Uid, name: string, contact: ContactInfo): Promise<UserProfile>;
  /** Social sign-in: creates both documents only when the user document is missing. */
  ensureUser(uid: Uid, name: string, email: string, avatarUrl: string): Promise<UserProfile>;
  /** Batch merge of the profile fields and, when given, the contact document. */
  saveProfile(uid: Uid, patch: ProfilePatch, contact?: ContactInfo): Promise<void>;
  getContact(uid: Uid): Promise<ContactInfo | null>;
  /**
   * The signed-in member's best partners, best first, at most `limit`: a bounded candidate set
   * (per role, the most recently active complete profiles) ranked by core/matching/partnerScoring.ts
   * against the member's profile and their project's skillsRequired. Never reads every member.
   */
  recommendPartners(limit: number): Promise<UserProfile[]>;
  /**
   * The signed-in member opened the app: their lastActiveAt becomes the backend's time when the
   * stored one is at least an hour old (core/matching/lastActive.ts); otherwise nothing changes.
   */
  markActive(): Promise<void>;
}
