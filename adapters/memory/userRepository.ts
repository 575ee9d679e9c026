import type { ContactInfo, Page, ProfilePatch, Uid, Unsubscribe, UserFilters, UserProfile } from '../../core/domain';
import { DomainError, ValidationError, emptyProfile } from '../../core/domain';
import { canEditProfile, canReadContact } from '../../core/policies/permissions';
import type { LastActiveFilter, UserListQuery, UserRepository } from '../../core/ports';
import { normalizeContact } from '../../core/rules/contactInfo';
import { membersHiddenFrom } from '../../core/rules/blocks';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { pickProfilePatch } from '../../core/rules/profilePatch';
import { loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { pageOf } from './paging';
import { isActiveMarkDue } from '../../core/matching/lastActive';

function inPart(u: UserProfile, part: LastActiveFilter | undefined): boolean {
  return !part || u.lastActiveAt > part.since === part.active;
}

export function userMatches(u: UserProfile, f: UserFilters): boolean {
  if (f.role && u.role !== f.role) return false;
  if (f.gender && u.gender !== f.gender) return false;
  if (f.city && u.address?.city !== f.city) return false;
  if (f.district && u.address?.district !== f.district) return false;
  return true;
}

/**
 * Newest first, from the createdAt index (the admin's empty-prefix search); with `ranked`,
 * complete profiles first (Explore partners and Home).
 */
export function pageUsers(
  ctx: MemoryContext,
  d: DbData,
  filters: UserFilters,
  limit: number,
  after?: string | null,
  ranked = false,
  hidden: ReadonlySet<Uid> = new Set(),
  lastActive?: LastActiveFilter,
): Page<UserProfile> {
  const all = () => Object.values(d.users);
  // A part of the ranked list scans that part's own index (./activityPartition.ts).
  const part =
    ranked && lastActive
      ? ctx.usersByRankAndActivity.part(ctx.db.version('users'), all, lastActive.since, lastActive.active)
      : null;
  return pageOf({
    index: part?.index ?? (ranked ? ctx.usersByRank : ctx.usersByCreated),
    indexName: part
      ? `users-rank-${lastActive?.active ? 'active' : 'inactive'}`
      : ranked
        ? 'users-rank'
        : 'users-created',
    version: part?.version ?? ctx.db.version('users'),
    source: part?.source ?? all,
    limit,
    after,
    filter: (u) => !hidden.has(u.uid) && userMatches(u, filters ?? {}) && inPart(u, lastActive),
    map: clone,
  });
}

/** Denormalised copies of a member's name and avatar: their project, others' inbox rows, their applications. */
function refreshDenormalised(d: DbData, uid: Uid): void {
  const u = d.users[uid];
  if (!u) return;
  const project = d.projects[uid];
  if (project) {
    project.ownerName = u.name;
    project.ownerAvatar = u.avatarUrl;
  }
  for (const summaries of Object.values(d.chatSummaries)) {
    const s = summaries[uid];
    if (s) {
      s.otherName = u.name;
      s.otherAvatar = u.avatarUrl;
    }
  }
  for (const byApplicant of Object.values(d.applications)) {
    const a = byApplicant[uid];
    if (a) {
      a.applicantName = u.name;
      a.applicantAvatar = u.avatarUrl;
    }
  }
}

/**
 * A profile photo is none, the one the profile already shows, or the member's own upload
 * (avatars/{uid}, ./fileStorage.ts): an address on another site would tell its owner who opens
 * every list the member appears in. The same rule as firestore.rules' ownAvatarUrl and the
 * Supabase profiles_avatar_url_ok constraint.
 */
function photoAllowed(d: DbData, uid: Uid, url: unknown, shown = ''): boolean {
  return url === '' || url === shown || (typeof url === 'string' && url === d.files[`avatars/${uid}`]?.url);
}

export function createUserRepository(ctx: MemoryContext): UserRepository {
  const create = (d: DbData, uid: Uid, name: string, contact: ContactInfo, avatarUrl = ''): UserProfile => {
    const profile = emptyProfile(uid, memberNameOrDefault(name), ctx.now());
    if (!photoAllowed(d, uid, avatarUrl))
      throw new DomainError('permission-denied', 'a profile photo is the member’s own upload');
    profile.avatarUrl = avatarUrl;
    d.users[uid] = profile;
    d.contacts[uid] = normalizeContact(contact);
    return profile;
  };

  return {
    async getUser(uid: Uid): Promise<UserProfile | null> {
      return ctx.readAsMember((d) => clone(d.users[uid] ?? null));
    },

    watchUser(uid: Uid, callback: (user: UserProfile | null) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watchAsMember(['users'], (d) => d.users[uid] ?? null, callback, onError);
    },

    async listUsers(query: UserListQuery): Promise<Page<UserProfile>> {
      return ctx.readAsMember((d, actor) =>
        pageUsers(
          ctx,
          d,
          query.filters ?? {},
          query.limit,
          query.after,
          true,
          membersHiddenFrom(Object.values(d.blocks), actor.uid),
          query.lastActive,
        ),
      );
    },

    async createUser(uid: Uid, name: string, contact: ContactInfo): Promise<UserProfile> {
      return ctx.writeAsMember(['users', 'contacts'], (d, actor) => {
        if (!canEditProfile(actor, uid)) throw new DomainError('permission-denied');
        if (d.users[uid]) throw new DomainError('already-exists');
        return clone(create(d, uid, name, contact));
      });
    },

    async ensureUser(uid: Uid, name: string, email: string, avatarUrl: string): Promise<UserProfile> {
      const existing = ctx.readAsMember((d, actor) => {
        if (!canEditProfile(actor, uid)) throw new DomainError('permission-denied');
        return d.users[uid] ?? null;
      });
      if (existing) return clone(existing);
      return ctx.writeAsMember(['users', 'contacts'], (d, actor) => {
        if (!canEditProfile(actor, uid)) throw new DomainError('permission-denied');
        const again = d.users[uid];
        if (again) return clone(again);
        return clone(create(d, uid, name, { email, phone: '' }, avatarUrl));
      });
    },

    async saveProfile(uid: Uid, patch: ProfilePatch, contact?: ContactInfo): Promise<void> {
      const { hasErrors, normalizeProfilePatch, validateProfile } = await loadValidation();
      await ctx.writeAsMember(['users', 'contacts', 'projects', 'chatSummaries', 'applications'], (d, actor) => {
        if (!canEditProfile(actor, uid)) throw new DomainError('permission-denied');
        const clean = pickProfilePatch(patch);
        const account = d.accounts[uid];
        const current = d.users[uid] ?? emptyProfile(uid, memberNameOrDefault(account?.displayName), ctx.now());
        if (clean.avatarUrl !== undefined && !photoAllowed(d, uid, clean.avatarUrl, current.avatarUrl))
          throw new DomainError('permission-denied', 'a profile photo is the member’s own upload');
        // A merge: the document as it would be after the write must be valid (name and role).
        const merged: ProfilePatch = { ...pickProfilePatch(current), ...clean };
        const errors = validateProfile(merged, contact ? normalizeContact(contact) : undefined);
        if (hasErrors(errors)) throw new ValidationError(errors);
        const normalized = normalizeProfilePatch(clean);
        d.users[uid] = { ...current, ...normalized };
        if (contact) d.contacts[uid] = normalizeContact(contact);
        if (clean.name !== undefined || clean.avatarUrl !== undefined) refreshDenormalised(d, uid);
      });
    },

    async getContact(uid: Uid): Promise<ContactInfo | null> {
      return ctx.readAsMember((d, actor) => {
        if (!canReadContact(actor, uid)) throw new DomainError('permission-denied');
        return clone(d.contacts[uid] ?? null);
      });
    },

    async recommendPartners(limit: number): Promise<UserProfile[]> {
      // The scoring rule loads with the first request for it: no first screen needs it.
      const { recommendPartners } = await import(/* webpackChunkName: "memory-recommendations" */ './recommendations');
      return recommendPartners(ctx, limit);
    },

    async markActive(): Promise<void> {
      const due = ctx.readAsMember((d, actor) => {
        const me = d.users[actor.uid];
        return !!me && isActiveMarkDue(me.lastActiveAt, ctx.now());
      });
      if (!due) return;
      await ctx.writeAsMember(['users'], (d, actor) => {
        const me = d.users[actor.uid];
        const now = ctx.now();
        if (me && isActiveMarkDue(me.lastActiveAt, now)) me.lastActiveAt = now;
      });
    },
  };
}
