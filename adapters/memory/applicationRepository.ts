import type { Application, ApplicationStatus, ClientId, Uid, Unsubscribe } from '../../core/domain';
import { DomainError, applicationNotificationId, assertClientId, decisionNotificationId } from '../../core/domain';
import { applicationNotificationText, decisionNotificationText } from '../../core/notifications/notificationTexts';
import { applyRefusal, canDecideApplication, canViewApplications } from '../../core/policies/permissions';
import type { ApplicationRepository } from '../../core/ports';
import { canTransition } from '../../core/rules/applicationStatus';
import { isBlockedEitherWay } from '../../core/rules/blocks';
import { memberNameOrDefault } from '../../core/rules/defaults';
import { clone, type MemoryContext } from './context';
import type { DbData, StoredApplication } from './database';
import { addNotification } from './effects';
import { record } from './records';

/** What members see of a stored application: everything but its client id. */
function shown(app: StoredApplication): Application {
  const { clientId: _kept, ...rest } = app;
  return clone(rest);
}

function newestFirst(a: Application, b: Application): number {
  return b.createdAt - a.createdAt || (a.applicantId < b.applicantId ? 1 : a.applicantId > b.applicantId ? -1 : 0);
}

function myApplications(d: DbData, uid: Uid): Application[] {
  const out: Application[] = [];
  for (const apps of Object.values(d.applications)) {
    const a = apps[uid];
    if (a) out.push(shown(a));
  }
  return out.sort(newestFirst);
}

/** The owner's notice of an application names the applicant, so it goes with their account. */

export function createApplicationRepository(ctx: MemoryContext): ApplicationRepository {
  return {
    watchApplications(
      projectId: string,
      callback: (apps: Application[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      return ctx.watchAsMember(
        ['applications', 'projects'],
        (d, actor) => {
          // The project is stored under its owner's uid, so the owner is known even before it exists.
          const project = d.projects[projectId] ?? { ownerId: projectId };
          if (!canViewApplications(actor, project)) throw new DomainError('permission-denied');
          return Object.values(d.applications[projectId] ?? {}).map(shown).sort(newestFirst);
        },
        callback,
        onError,
      );
    },

    /** A retry with the client id the application was stored with answers with that application. */
    async apply(projectId: string, clientId?: ClientId): Promise<Application> {
      assertClientId(clientId);
      return ctx.db.write(['applications', 'notifications', 'users'], (d) => {
        const actor = ctx.actor(d);
        if (!actor) throw new DomainError('auth/not-signed-in');
        const project = d.projects[projectId];
        // A project an admin hid is, to an applicant, not there.
        if (!project || (project.hidden && project.ownerId !== actor.uid)) throw new DomainError('not-found');
        // A block keeps both members out of each other's way: no application, no notice of one.
        if (isBlockedEitherWay(Object.values(d.blocks), actor.uid, project.ownerId))
          throw new DomainError('permission-denied', 'a block stands between the applicant and the owner');
        const existing = d.applications[projectId]?.[actor.uid] ?? null;
        if (existing && clientId !== undefined && existing.clientId === clientId) return shown(existing);
        const refusal = applyRefusal(actor, project, existing);
        if (refusal === 'auth/not-signed-in') throw new DomainError('auth/not-signed-in');
        if (refusal === 'own-project') throw new DomainError('permission-denied', 'cannot apply to your own project');
        if (refusal === 'already-applied') throw new DomainError('already-exists', 'already applied');
        const me = d.users[actor.uid];
        const now = ctx.now();
        const app: StoredApplication = {
          projectId,
          applicantId: actor.uid,
          applicantName: me?.name ?? memberNameOrDefault(d.accounts[actor.uid]?.displayName),
          applicantAvatar: me?.avatarUrl ?? '',
          status: 'pending',
          createdAt: now,
          ...(clientId === undefined ? {} : { clientId }),
        };
        (d.applications[projectId] ??= record())[actor.uid] = app;
        addNotification(
          d,
          project.ownerId,
          'application',
          applicationNotificationText(app.applicantName, project.projectName),
          `/project/${projectId}`,
          now,
          applicationNotificationId(projectId, actor.uid),
        );
        return shown(app);
      });
    },

    async decide(projectId: string, applicantId: Uid, status: Exclude<ApplicationStatus, 'pending'>): Promise<void> {
      await ctx.writeAsMember(['applications', 'notifications', 'users'], (d, actor) => {
        const project = d.projects[projectId];
        if (!project) throw new DomainError('not-found');
        if (!canDecideApplication(actor, project)) throw new DomainError('permission-denied');
        const app = d.applications[projectId]?.[applicantId];
        if (!app) throw new DomainError('not-found');
        if (status !== 'accepted' && status !== 'rejected') {
          throw new DomainError('invalid-argument', 'unknown status', ['value_invalid']);
        }
        if (!canTransition(app.status, status)) {
          throw new DomainError('failed-precondition', `cannot go from ${app.status} to ${status}`);
        }
        app.status = status;
        // Across a block the decision stands, but the two hear nothing more of each other.
        if (isBlockedEitherWay(Object.values(d.blocks), project.ownerId, applicantId)) return;
        addNotification(
          d,
          applicantId,
          'application',
          decisionNotificationText(project.projectName, status),
          `/project/${projectId}`,
          ctx.now(),
          decisionNotificationId(projectId, applicantId),
        );
      });
    },

    async getMyApplication(projectId: string): Promise<Application | null> {
      return ctx.readAsMember((d, actor) => {
        const app = d.applications[projectId]?.[actor.uid];
        return app ? shown(app) : null;
      });
    },

    watchMyApplication(
      projectId: string,
      callback: (app: Application | null) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      return ctx.watchAsMember(
        ['applications'],
        (d, actor) => {
          const app = d.applications[projectId]?.[actor.uid];
          return app ? shown(app) : null;
        },
        callback,
        onError,
      );
    },

    async listMyApplications(): Promise<Application[]> {
      return ctx.readAsMember((d, actor) => myApplications(d, actor.uid));
    },
  };
}
