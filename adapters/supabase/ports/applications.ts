import type { Application, ApplicationStatus, ClientId, Uid, Unsubscribe } from '../../../core/domain';
import { DomainError, assertClientId } from '../../../core/domain';
import type { ApplicationRepository } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { check, isDuplicateKey, one } from '../errors';
import { isUuid } from '../ids';
import { toApplication } from '../rows';

export function createApplicationRepository(ctx: SupabaseContext): ApplicationRepository {
  const { client } = ctx;

  const listFor = async (projectId: string): Promise<Application[]> => {
    const rows = check(
      await client
        .from('applications')
        .select('*')
        .eq('project_id', projectId)
        .order('created_at', { ascending: false })
        .order('applicant_id', { ascending: false }),
    );
    return rows.map(toApplication);
  };

  const readMine = async (projectId: string): Promise<Application | null> => {
    const me = ctx.requireUid();
    if (!isUuid(projectId)) return null;
    const row = check(
      await client.from('applications').select('*').eq('project_id', projectId).eq('applicant_id', me).maybeSingle(),
    );
    return row ? toApplication(row) : null;
  };

  return {
    watchApplications(
      projectId: string,
      callback: (apps: Application[]) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      return ctx.watch(
        {
          name: 'applications',
          // A project's id is its owner's id: only the owner watches (RLS would just hide rows).
          precheck: () => {
            if (ctx.requireUid() !== projectId) throw new DomainError('permission-denied');
          },
          sources: [{ table: 'applications', filter: `project_id=eq.${projectId}` }],
          load: () => listFor(projectId),
        },
        callback,
        onError,
      );
    },

    /**
     * With a client id, a retry of an application already stored (its reply was lost) is
     * refused as a duplicate; the answer is then the member's application, if it carries that id.
     */
    async apply(projectId: string, clientId?: ClientId): Promise<Application> {
      assertClientId(clientId);
      const me = ctx.requireUid();
      if (!isUuid(projectId)) throw new DomainError('not-found');
      if (projectId === me) throw new DomainError('permission-denied', 'cannot apply to your own project');
      const res = await client
        .from('applications')
        .insert({ project_id: projectId, ...(clientId === undefined ? {} : { client_id: clientId }) })
        .select('*')
        .single();
      if (clientId !== undefined && isDuplicateKey(res.error)) {
        const stored = check(
          await client
            .from('applications')
            .select('*')
            .eq('project_id', projectId)
            .eq('applicant_id', me)
            .maybeSingle(),
        );
        if (stored?.client_id === clientId) return toApplication(stored);
      }
      return toApplication(one(res));
    },

    async decide(projectId: string, applicantId: Uid, status: Exclude<ApplicationStatus, 'pending'>): Promise<void> {
      const me = ctx.requireUid();
      if (status !== 'accepted' && status !== 'rejected') {
        throw new DomainError('invalid-argument', 'unknown status', ['value_invalid']);
      }
      if (!isUuid(projectId)) throw new DomainError('not-found');
      if (projectId !== me) throw new DomainError('permission-denied');
      if (!isUuid(applicantId)) throw new DomainError('not-found');
      const rows = check(
        await client
          .from('applications')
          .update({ status })
          .eq('project_id', projectId)
          .eq('applicant_id', applicantId)
          .select('status'),
      );
      if ((rows ?? []).length === 0) throw new DomainError('not-found');
    },

    getMyApplication: readMine,

    /** Realtime filters on one column: the member's own rows, then this project's one is read. */
    watchMyApplication(
      projectId: string,
      callback: (app: Application | null) => void,
      onError?: (e: unknown) => void,
    ): Unsubscribe {
      let me = '';
      return ctx.watch(
        {
          name: 'my-application',
          precheck: () => {
            me = ctx.requireUid();
          },
          get sources() {
            return [{ table: 'applications', filter: `applicant_id=eq.${me}` }];
          },
          load: () => readMine(projectId),
        },
        callback,
        onError,
      );
    },

    async listMyApplications(): Promise<Application[]> {
      const me = ctx.requireUid();
      const rows = check(
        await client
          .from('applications')
          .select('*')
          .eq('applicant_id', me)
          .order('created_at', { ascending: false })
          .order('project_id', { ascending: false }),
      );
      return rows.map(toApplication);
    },
  };
}
