import type { Page, Project, ProjectFilters, ProjectInput, Uid, Unsubscribe } from '../../core/domain';
import { DomainError, ValidationError } from '../../core/domain';
import { canDeleteProject, canEditProject, canSeeProject, type Actor } from '../../core/policies/permissions';
import type { ProjectListQuery, ProjectRepository } from '../../core/ports';
import { membersHiddenFrom } from '../../core/rules/blocks';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { pageOf } from './paging';

export function projectMatches(p: Project, f: ProjectFilters): boolean {
  if (f.partnerType && !(p.partnersWanted ?? []).includes(f.partnerType)) return false;
  if (f.stage && p.stage !== f.stage) return false;
  return true;
}

export function pageProjects(
  ctx: MemoryContext,
  d: DbData,
  actor: Actor,
  filters: ProjectFilters,
  limit: number,
  after?: string | null,
  /** Owners whose projects are left out: members blocked either way. */
  hidden: ReadonlySet<Uid> = new Set(),
): Page<Project> {
  return pageOf({
    index: ctx.projectsByCreated,
    indexName: 'projects-created',
    version: ctx.db.version('projects'),
    source: () => Object.values(d.projects),
    limit,
    after,
    filter: (p) => projectMatches(p, filters ?? {}) && canSeeProject(actor, p) && !hidden.has(p.ownerId),
    map: clone,
  });
}

type Validation = Awaited<ReturnType<typeof loadValidation>>;

/** Validated and normalized. The validators load on the first save (./validation.ts). */
function checkedInput(
  { hasErrors, normalizeProjectInput, validateProjectInput }: Validation,
  input: ProjectInput,
): ProjectInput {
  const errors = validateProjectInput(input);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return normalizeProjectInput(input);
}

export function createProjectRepository(ctx: MemoryContext): ProjectRepository {
  return {
    async listProjects(query: ProjectListQuery): Promise<Page<Project>> {
      return ctx.readAsMember((d, actor) =>
        pageProjects(
          ctx,
          d,
          actor,
          query.filters ?? {},
          query.limit,
          query.after,
          membersHiddenFrom(Object.values(d.blocks), actor.uid),
        ),
      );
    },

    async getProject(id: string): Promise<Project | null> {
      return ctx.readAsMember((d, actor) => {
        const p = d.projects[id];
        return p && canSeeProject(actor, p) ? clone(p) : null;
      });
    },

    watchProjectExists(ownerId: Uid, callback: (exists: boolean) => void, onError?: (e: unknown) => void): Unsubscribe {
      return ctx.watchAsMember(['projects'], (d) => !!d.projects[ownerId], callback, onError);
    },

    async saveOwnProject(input: ProjectInput): Promise<Project> {
      const validation = await loadValidation();
      return ctx.writeAsMember(['projects'], (d, actor) => {
        const clean = checkedInput(validation, input);
        const existing = d.projects[actor.uid];
        const owner = d.users[actor.uid];
        const project: Project = {
          ...clean,
          id: actor.uid,
          ownerId: actor.uid,
          ownerName: owner?.name ?? memberNameOrDefault(d.accounts[actor.uid]?.displayName),
          ownerAvatar: owner?.avatarUrl ?? '',
          createdAt: existing?.createdAt ?? ctx.now(),
          hidden: existing?.hidden === true,
        };
        d.projects[actor.uid] = project;
        return clone(project);
      });
    },

    async updateProject(id: string, input: ProjectInput): Promise<Project> {
      const validation = await loadValidation();
      return ctx.writeAsMember(['projects'], (d, actor) => {
        const existing = d.projects[id];
        if (!existing) throw new DomainError('not-found');
        if (!canEditProject(actor, existing)) throw new DomainError('permission-denied');
        const clean = checkedInput(validation, input);
        const project: Project = { ...existing, ...clean };
        d.projects[id] = project;
        return clone(project);
      });
    },

    async deleteProject(id: string): Promise<void> {
      await ctx.writeAsMember(['projects', 'applications'], (d, actor) => {
        if (!canDeleteProject(actor)) throw new DomainError('permission-denied');
        delete d.projects[id];
        delete d.applications[id];
      });
    },
  };
}
