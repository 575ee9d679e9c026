import type { ContactInfo, Page, ProfilePatch, Uid, Unsubscribe, UserProfile } from '../../../core/domain';
import { DomainError, ValidationError } from '../../../core/domain';
import type { UserListQuery, UserRepository } from '../../../core/ports';
import { normalizeContact } from '../../../core/rules/contactInfo';
import { memberNameOrDefault } from '../../../core/rules/defaults';
import { pickProfilePatch } from '../../../core/rules/profilePatch';
import { hasErrors, isSafeHttpUrl, normalizeProfilePatch, validateProfile } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { afterCompleteFilter, afterNewestFilter, decodeRankedCursor, encodeRankedCursor } from '../cursor';
import { check, one, toDomainError } from '../errors';
import { isUuid } from '../ids';
import { profilePatchRow, toContact, toProfile } from '../rows';
import { checkLimit } from './limits';

function assertSelf(ctx: SupabaseContext, uid: Uid): string {
  const me = ctx.requireUid();
  if (uid !== me) throw new DomainError('permission-denied');
  return me;
}

const USERS_CURSOR = 'users';

export function createUserRepository(ctx: SupabaseContext): UserRepository {
  const { client } = ctx;

  const fetchProfile = async (uid: Uid): Promise<UserProfile | null> => {
    if (!isUuid(uid)) {
      // Names nothing; still refuse visitors like any other read.
      ctx.requireUid();
      return null;
    }
    const row = check(await client.from('profiles').select('*').eq('uid', uid).maybeSingle());
    return row ? toProfile(row) : null;
  };

  return {
    getUser: fetchProfile,

    watchUser(uid: Uid, callback: (user: UserProfile | null) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watch(
        {
          name: 'profile',
          precheck: () => void ctx.requireUid(),
          sources: isUuid(uid) ? [{ table: 'profiles', filter: `uid=eq.${uid}` }] : [],
          load: () => fetchProfile(uid),
        },
        callback,
        onError,
      );
    },

    async listUsers(query: UserListQuery): Promise<Page<UserProfile>> {
      ctx.requireUid();
      const limit = checkLimit(query.limit);
      const f = query.filters ?? {};
      // Members blocked either way are left out (public.hidden_member_ids, one short list).
      const hidden = check(await client.rpc('hidden_member_ids'));
      let q = client.from('profiles').select('*');
      if (hidden.length > 0) q = q.not('uid', 'in', `(${hidden.join(',')})`);
      if (f.role) q = q.eq('role', f.role);
      if (f.gender) q = q.eq('gender', f.gender);
      if (f.city) q = q.eq('city', f.city);
      if (f.district) q = q.eq('district', f.district);
      if (query.lastActive) {
        const since = new Date(query.lastActive.since).toISOString();
        q = query.lastActive.active ? q.gt('last_active_at', since) : q.lte('last_active_at', since);
      }
      if (query.after) {
        const c = decodeRankedCursor(USERS_CURSOR, query.after);
        q = c.c ? q.or(afterCompleteFilter(c, 'uid')) : q.eq('profile_complete', false).or(afterNewestFilter(c, 'uid'));
      }
      const rows = check(
        await q
          .order('profile_complete', { ascending: false })
          .order('created_at', { ascending: false })
          .order('uid', { ascending: false })
          .limit(limit + 1),
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toProfile),
        next:
          rows.length > limit && last
            ? encodeRankedCursor(USERS_CURSOR, last.profile_complete, last.created_at, last.uid)
            : null,
      };
    },

    async createUser(uid: Uid, name: string, contact: ContactInfo): Promise<UserProfile> {
      assertSelf(ctx, uid);
      const row = one(
        await client
          .from('profiles')
          .insert({ uid, name: memberNameOrDefault(name) })
          .select('*')
          .single(),
      );
      const c = normalizeContact(contact);
      const res = await client.from('contacts').insert({ uid, email: c.email, phone: c.phone });
      if (res.error && (res.error as { code?: string }).code !== '23505') check(res);
      return toProfile(row);
    },

    async ensureUser(uid: Uid, name: string, email: string, avatarUrl: string): Promise<UserProfile> {
      assertSelf(ctx, uid);
      const existing = await fetchProfile(uid);
      if (existing) return existing;
      const avatar = typeof avatarUrl === 'string' && isSafeHttpUrl(avatarUrl) ? avatarUrl.trim() : '';
      const res = await client
        .from('profiles')
        .insert({ uid, name: memberNameOrDefault(name), avatar_url: avatar })
        .select('*')
        .single();
      if (res.error) {
        // Created meanwhile (another tab): leave it alone.
        if ((res.error as { code?: string }).code === '23505') {
          const again = await fetchProfile(uid);
          if (again) return again;
        }
        throw toDomainError(res.error);
      }
      const c = await client
        .from('contacts')
        .insert({ uid, email: typeof email === 'string' ? email.trim() : '', phone: '' });
      if (c.error && (c.error as { code?: string }).code !== '23505') check(c);
      return toProfile(res.data);
    },

    /**
     * One request, one transaction (save_profile): the profile and the contact are saved
     * together or not at all, so a refused contact never leaves the profile half saved.
     */
    async saveProfile(uid: Uid, patch: ProfilePatch, contact?: ContactInfo): Promise<void> {
      assertSelf(ctx, uid);
      const clean = pickProfilePatch(patch);
      const current = await fetchProfile(uid);
      // A merge: the profile as it would be after the write must be valid (name and role).
      const merged: ProfilePatch = { ...(current ? pickProfilePatch(current) : {}), ...clean };
      const c = contact ? normalizeContact(contact) : undefined;
      const errors = validateProfile(merged, c);
      if (hasErrors(errors)) throw new ValidationError(errors);
      // A missing profile (e.g. after a full-page OAuth redirect) is created by this first save.
      check(
        await client.rpc('save_profile', {
          p_profile: profilePatchRow(normalizeProfilePatch(clean)),
          p_contact: c ? { email: c.email, phone: c.phone } : null,
        }),
      );
    },

    /** recommend_partners scores the bounded candidate set in SQL (partnerScoring.ts restated). */
    async recommendPartners(limit: number): Promise<UserProfile[]> {
      ctx.requireUid();
      const rows = check(await client.rpc('recommend_partners', { p_limit: checkLimit(limit) }));
      return (rows ?? []).map(toProfile);
    },

    async markActive(): Promise<void> {
      ctx.requireUid();
      check(await client.rpc('mark_active'));
    },

    async getContact(uid: Uid): Promise<ContactInfo | null> {
      assertSelf(ctx, uid);
      const row = check(
        await client
          .from('contacts')
          .select('email, phone')
          .eq('uid', uid)
          .maybeSingle<{ email: string; phone: string }>(),
      );
      return row ? toContact(row) : null;
    },
  };
}
