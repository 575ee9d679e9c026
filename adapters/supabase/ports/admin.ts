import type { Page, Project, Uid, UserProfile } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import type { AdminGateway, PrefixQuery } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { decodeIdCursor, encodeIdCursor } from '../cursor';
import { check } from '../errors';
import { isUuid } from '../ids';
import { toProfile, toProject, type ProfileRow, type ProjectRow } from '../rows';
import { checkLimit } from './limits';

/** Admin counts, searches and rights: SQL functions that refuse non-admins (CF403). */
export function createAdminGateway(ctx: SupabaseContext): AdminGateway {
  const { client } = ctx;

  async function search<R, T>(
    fn: 'admin_search_users' | 'admin_search_projects',
    kind: string,
    q: PrefixQuery,
    idOf: (r: R) => string,
    map: (r: R) => T,
  ): Promise<Page<T>> {
    ctx.requireUid();
    const limit = checkLimit(q.limit);
    const after = q.after ? decodeIdCursor(kind, q.after) : null;
    const prefix = (typeof q.prefix === 'string' ? q.prefix : '').trim();
    const rows = check(await client.rpc(fn, { p_prefix: prefix, p_limit: limit + 1, p_after: after })) as R[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map(map), next: rows.length > limit && last ? encodeIdCursor(kind, idOf(last)) : null };
  }

  return {
    async countUsers(): Promise<number> {
      ctx.requireUid();
      return Number(check(await client.rpc('admin_count_users')));
    },
    async countProjects(): Promise<number> {
      ctx.requireUid();
      return Number(check(await client.rpc('admin_count_projects')));
    },
    searchUsers(query: PrefixQuery): Promise<Page<UserProfile>> {
      return search<ProfileRow, UserProfile>('admin_search_users', 'admin-users', query, (r) => r.uid, toProfile);
    },
    searchProjects(query: PrefixQuery): Promise<Page<Project>> {
      return search<ProjectRow, Project>('admin_search_projects', 'admin-projects', query, (r) => r.id, toProject);
    },
    async setAdmin(uid: Uid, isAdmin: boolean): Promise<void> {
      ctx.requireUid();
      if (!isUuid(uid)) {
        // Ask the database who is asking: a non-admin is refused, an admin told it is missing.
        const admin = check(await client.rpc('is_admin')) === true;
        throw new DomainError(admin ? 'not-found' : 'permission-denied');
      }
      check(await client.rpc('set_admin', { p_uid: uid, p_is_admin: isAdmin === true }));
    },
  };
}
