import type { Page, Project, Uid, UserProfile } from '../../core/domain';
import { DomainError } from '../../core/domain';
import { canChangeAdmin, canUseAdminArea } from '../../core/policies/permissions';
import type { AdminGateway, PrefixQuery } from '../../core/ports';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { pageOf, partitionPoint, type SortKey } from './paging';
import { pageProjects } from './projectRepository';
import { pageUsers } from './userRepository';

function requireAdmin(ctx: MemoryContext, d: DbData): void {
  if (!canUseAdminArea(ctx.requireActor(d))) throw new DomainError('permission-denied');
}

function prefixOf(q: PrefixQuery): string {
  return (typeof q.prefix === 'string' ? q.prefix : '').trim().toLocaleLowerCase();
}

/** First row whose (lower-cased) name is not before the prefix; rows are sorted by name. */
function lowerBound(prefix: string) {
  return (_rows: readonly unknown[], keys: readonly SortKey[]) => partitionPoint(keys, (k) => String(k[0]) >= prefix);
}

export function createAdminGateway(ctx: MemoryContext): AdminGateway {
  return {
    async countUsers(): Promise<number> {
      return ctx.db.read((d) => {
        requireAdmin(ctx, d);
        return Object.keys(d.users).length;
      });
    },

    async countProjects(): Promise<number> {
      return ctx.db.read((d) => {
        requireAdmin(ctx, d);
        return Object.keys(d.projects).length;
      });
    },

    /** Case-insensitive name prefix, ordered by name; an empty prefix lists newest first. */
    async searchUsers(query: PrefixQuery): Promise<Page<UserProfile>> {
      return ctx.db.read((d) => {
        requireAdmin(ctx, d);
        const prefix = prefixOf(query);
        if (prefix === '') return pageUsers(ctx, d, {}, query.limit, query.after);
        return pageOf({
          index: ctx.usersByName,
          indexName: 'users-name',
          version: ctx.db.version('users'),
          source: () => Object.values(d.users),
          limit: query.limit,
          after: query.after,
          startAt: lowerBound(prefix),
          within: (u) => (u.name ?? '').toLocaleLowerCase().startsWith(prefix),
          map: clone,
        });
      });
    },

    async searchProjects(query: PrefixQuery): Promise<Page<Project>> {
      return ctx.db.read((d) => {
        requireAdmin(ctx, d);
        const prefix = prefixOf(query);
        if (prefix === '') return pageProjects(ctx, d, ctx.requireActor(d), {}, query.limit, query.after);
        return pageOf({
          index: ctx.projectsByName,
          indexName: 'projects-name',
          version: ctx.db.version('projects'),
          source: () => Object.values(d.projects),
          limit: query.limit,
          after: query.after,
          startAt: lowerBound(prefix),
          within: (p) => (p.projectName ?? '').toLocaleLowerCase().startsWith(prefix),
          map: clone,
        });
      });
    },

    async setAdmin(uid: Uid, isAdmin: boolean): Promise<void> {
      await ctx.writeAsMember(['users'], (d, actor) => {
        if (!canChangeAdmin(actor)) throw new DomainError('permission-denied');
        const u = d.users[uid];
        if (!u) throw new DomainError('not-found');
        u.isAdmin = isAdmin === true;
      });
    },
  };
}
