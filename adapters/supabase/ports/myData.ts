import type { MyDataRecords } from '../../../core/domain';
import { DomainError, isAccountDeletionConfirmed } from '../../../core/domain';
import type { MyDataGateway } from '../../../core/ports';
import type { SupabaseContext } from '../context';
import { check, toDomainError } from '../errors';
import { ms, toApplication, toContact, toMessage, toNotification, toProfile, toProject, toResult, toSubmission } from '../rows';
import { toReport } from './reports';

/** PostgREST answers at most this many rows a request (its max-rows); longer lists come in pages. */
const PAGE = 1000;

/** Every row of a query, page by page, in the query's (total) order. */
async function all<R>(page: (from: number, to: number) => PromiseLike<{ data: R[] | null; error: unknown; status?: number }>): Promise<R[]> {
  const rows: R[] = [];
  for (let from = 0; ; from += PAGE) {
    const batch = check(await page(from, from + PAGE - 1)) as R[] | null;
    rows.push(...(batch ?? []));
    if (!batch || batch.length < PAGE) return rows;
  }
}

/**
 * The member's own rows, read under row-level security as the member; the deletion is
 * public.delete_my_account (migration 20261126040000), after the member removed their avatar
 * through the Storage API as its owner.
 */
export function createMyDataGateway(ctx: SupabaseContext): MyDataGateway {
  const { client } = ctx;
  return {
    async readProfile(): Promise<MyDataRecords['profile']> {
      const me = ctx.requireUid();
      const row = check(await client.from('profiles').select('*').eq('uid', me).maybeSingle());
      return row ? toProfile(row) : null;
    },
    async readContact(): Promise<MyDataRecords['contact']> {
      const me = ctx.requireUid();
      const row = check(await client.from('contacts').select('email, phone').eq('uid', me).maybeSingle());
      return row ? toContact(row) : null;
    },
    async readProject(): Promise<MyDataRecords['project']> {
      const me = ctx.requireUid();
      const row = check(await client.from('projects').select('*').eq('id', me).maybeSingle());
      return row ? toProject(row) : null;
    },
    async readApplicationsMade(): Promise<MyDataRecords['applicationsMade']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client.from('applications').select('*').eq('applicant_id', me).order('project_id').range(from, to),
      );
      return rows.map(toApplication);
    },
    async readApplicationsReceived(): Promise<MyDataRecords['applicationsReceived']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client.from('applications').select('*').eq('project_id', me).order('applicant_id').range(from, to),
      );
      return rows.map(toApplication);
    },
    async readMessages(): Promise<MyDataRecords['messages']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client
          .from('chat_messages')
          .select('*')
          .or(`sender_id.eq.${me},receiver_id.eq.${me}`)
          .order('created_at')
          .order('id')
          .range(from, to),
      );
      return rows.map(toMessage);
    },
    async readNotifications(): Promise<MyDataRecords['notifications']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client.from('notifications').select('*').eq('user_id', me).order('created_at').order('id').range(from, to),
      );
      return rows.map(toNotification);
    },
    async readAssessmentSubmissions(): Promise<MyDataRecords['assessmentSubmissions']> {
      const me = ctx.requireUid();
      const rows = check(await client.from('submissions').select('*').eq('user_id', me).order('created_at'));
      return rows.map(toSubmission);
    },
    async readAssessmentResults(): Promise<MyDataRecords['assessmentResults']> {
      const me = ctx.requireUid();
      const rows = check(await client.from('questionnaire_results').select('*').eq('user_id', me).order('created_at'));
      return rows.map(toResult);
    },
    async readReportsMade(): Promise<MyDataRecords['reportsMade']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client.from('reports').select('*').eq('reporter_id', me).order('created_at', { ascending: false }).order('id').range(from, to),
      );
      return rows.map(toReport);
    },
    async readBlocksMade(): Promise<MyDataRecords['blocksMade']> {
      const me = ctx.requireUid();
      const rows = await all((from, to) =>
        client
          .from('blocks')
          .select('blocker_id, blocked_id, created_at')
          .eq('blocker_id', me)
          .order('created_at', { ascending: false })
          .order('blocked_id')
          .range(from, to),
      );
      return rows.map((r) => ({ blockerId: r.blocker_id, blockedId: r.blocked_id, createdAt: ms(r.created_at) }));
    },

    async deleteAccount(confirmation: string): Promise<void> {
      const me = ctx.requireUid();
      if (!isAccountDeletionConfirmed(confirmation)) {
        throw new DomainError('invalid-argument', 'the confirmation word does not match', ['confirmation_mismatch']);
      }
      const removed = await client.storage.from('avatars').remove([me]);
      if (removed.error) throw toDomainError(removed.error);
      check(await client.rpc('delete_my_account', { p_confirmation: confirmation.trim() }));
      // The account is gone on the server; what is left is this browser's copy of the session.
      const { error } = await client.auth.signOut({ scope: 'local' });
      ctx.session.set(null);
      if (error) throw toDomainError(error);
    },
  };
}
