import type { Page, Project, ProjectInput, Uid, Unsubscribe } from '../../../core/domain';
import { DomainError, ValidationError } from '../../../core/domain';
import type { ProjectListQuery, ProjectRepository } from '../../../core/ports';
import { hasErrors, normalizeProjectInput, validateProjectInput } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import { afterNewestFilter, decodeCreatedCursor, encodeCreatedCursor } from '../cursor';
import { check, one } from '../errors';
import { isUuid } from '../ids';
import { projectInputRow, toProject } from '../rows';
import { checkLimit } from './limits';

const PROJECTS_CURSOR = 'projects';

function checkedInput(input: ProjectInput): ProjectInput {
  const errors = validateProjectInput(input);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return normalizeProjectInput(input);
}

/** Whether the signed-in member is an admin (asked of the database, which decides anyway). */
export async function isAdmin(ctx: SupabaseContext): Promise<boolean> {
  ctx.requireUid();
  return check(await ctx.client.rpc('is_admin')) === true;
}

export function createProjectRepository(ctx: SupabaseContext): ProjectRepository {
  const { client } = ctx;

  const getProject = async (id: string): Promise<Project | null> => {
    if (!isUuid(id)) {
      ctx.requireUid();
      return null;
    }
    const row = check(await client.from('projects').select('*').eq('id', id).maybeSingle());
    return row ? toProject(row) : null;
  };

  return {
    async listProjects(query: ProjectListQuery): Promise<Page<Project>> {
      ctx.requireUid();
      const limit = checkLimit(query.limit);
      const f = query.filters ?? {};
      // Projects of members blocked either way are left out (a project's id is its owner's).
      const hidden = check(await client.rpc('hidden_member_ids'));
      let q = client.from('projects').select('*');
      if (hidden.length > 0) q = q.not('id', 'in', `(${hidden.join(',')})`);
      if (f.partnerType) q = q.contains('partners_wanted', [f.partnerType]);
      if (f.stage) q = q.eq('stage', f.stage);
      if (query.after) q = q.or(afterNewestFilter(decodeCreatedCursor(PROJECTS_CURSOR, query.after), 'id'));
      const rows = check(
        await q
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(limit + 1),
      );
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return {
        items: page.map(toProject),
        next: rows.length > limit && last ? encodeCreatedCursor(PROJECTS_CURSOR, last.created_at, last.id) : null,
      };
    },

    getProject,

    watchProjectExists(ownerId: Uid, callback: (exists: boolean) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watch(
        {
          name: 'project-exists',
          precheck: () => void ctx.requireUid(),
          // Realtime cannot filter DELETE events; a delete of any project triggers a re-read.
          sources: isUuid(ownerId)
            ? [
                { table: 'projects', event: 'INSERT', filter: `id=eq.${ownerId}` },
                { table: 'projects', event: 'DELETE' },
              ]
            : [],
          load: async () => {
            if (!isUuid(ownerId)) return false;
            const rows = check(await client.from('projects').select('id').eq('id', ownerId).limit(1));
            return (rows ?? []).length > 0;
          },
        },
        callback,
        onError,
      );
    },

    async saveOwnProject(input: ProjectInput): Promise<Project> {
      const me = ctx.requireUid();
      const row = projectInputRow(checkedInput(input));
      const updated = check(await client.from('projects').update(row).eq('id', me).select('*'));
      if (updated.length > 0) return toProject(updated[0]!);
      const inserted = await client
        .from('projects')
        .insert({ id: me, ...row })
        .select('*')
        .single();
      if (inserted.error && (inserted.error as { code?: string }).code === '23505') {
        // Created meanwhile (another tab): update it.
        const again = one(await client.from('projects').update(row).eq('id', me).select('*').single());
        return toProject(again);
      }
      return toProject(one(inserted));
    },

    async updateProject(id: string, input: ProjectInput): Promise<Project> {
      ctx.requireUid();
      if (!isUuid(id)) throw new DomainError('not-found');
      const row = projectInputRow(checkedInput(input));
      const updated = check(await client.from('projects').update(row).eq('id', id).select('*'));
      if (updated.length > 0) return toProject(updated[0]!);
      // Row-level security hides the difference between "not yours" and "missing".
      throw new DomainError((await getProject(id)) ? 'permission-denied' : 'not-found');
    },

    async deleteProject(id: string): Promise<void> {
      ctx.requireUid();
      if (!isUuid(id)) {
        if (!(await isAdmin(ctx))) throw new DomainError('permission-denied');
        return;
      }
      const deleted = check(await client.from('projects').delete().eq('id', id).select('id'));
      if ((deleted ?? []).length > 0) return;
      if ((await getProject(id)) || !(await isAdmin(ctx))) throw new DomainError('permission-denied');
    },
  };
}
