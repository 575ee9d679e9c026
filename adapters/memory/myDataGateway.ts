import type { AppNotification, Application, ChatMessage, Uid } from '../../core/domain';
import { DomainError, chatMembers, isAccountDeletionConfirmed } from '../../core/domain';
import type { MyDataGateway } from '../../core/ports';
import { clone, type MemoryContext } from './context';
import { TABLES, type DbData, type StoredApplication } from './database';

/** The client id a retry carries is the backend's bookkeeping, not the member's data. */
function withoutClientId({ clientId: _clientId, ...application }: StoredApplication): Application {
  return application;
}

/** Whether a notification of another member is about `uid` (its id or its link names them). */
function mentions(n: AppNotification, uid: Uid): boolean {
  return n.id.includes(uid) || n.link.includes(uid);
}

/**
 * Removes every record of `uid`. Messages stay in the other members' chats, and so do their
 * summaries of the conversation, which then name no one (the member deleted their account).
 */
export function deleteMember(d: DbData, uid: Uid): void {
  delete d.accounts[uid];
  delete d.users[uid];
  delete d.contacts[uid];
  delete d.projects[uid];
  delete d.applications[uid];
  for (const byApplicant of Object.values(d.applications)) delete byApplicant[uid];
  delete d.chatSummaries[uid];
  for (const byOther of Object.values(d.chatSummaries)) {
    const summary = byOther[uid];
    if (summary) {
      summary.otherName = '';
      summary.otherAvatar = '';
    }
  }
  delete d.notifications[uid];
  for (const [owner, byId] of Object.entries(d.notifications)) {
    for (const n of Object.values(byId)) {
      if (!mentions(n, uid)) continue;
      delete byId[n.id];
      const u = d.users[owner];
      // The bell counts unread non-chat notifications (chat ones are counted by the summary).
      if (u && !n.isRead && n.type !== 'chat') u.unreadNotifications = Math.max(0, u.unreadNotifications - 1);
    }
  }
  for (const s of Object.values(d.submissions)) if (s.userId === uid) delete d.submissions[s.id];
  for (const r of Object.values(d.results)) if (r.userId === uid) delete d.results[r.id];
  for (const f of Object.values(d.feedback)) if (f.uid === uid) delete d.feedback[f.id];
  for (const file of Object.values(d.files)) {
    if (file.path === `avatars/${uid}`) delete d.files[file.path];
    // An admin's banner image is the site's content; it stays, no longer tied to the member.
    else if (file.uploadedBy === uid) file.uploadedBy = '';
  }
  for (const [id, b] of Object.entries(d.blocks)) if (b.blockerId === uid || b.blockedId === uid) delete d.blocks[id];
  delete d.outreach[uid];
  // Reports by the member, and about them, their project or their messages (each names them).
  for (const [id, r] of Object.entries(d.reports)) if (r.reporterId === uid || r.targetOwnerId === uid) delete d.reports[id];
  d.outbox = d.outbox.filter((m) => m.uid !== uid);
}

export function createMyDataGateway(ctx: MemoryContext): MyDataGateway {
  const read = <T>(fn: (d: DbData, uid: Uid) => T): Promise<T> =>
    Promise.resolve().then(() => ctx.readAsMember((d, actor) => clone(fn(d, actor.uid))));
  return {
    readProfile: () => read((d, uid) => d.users[uid] ?? null),
    readContact: () => read((d, uid) => d.contacts[uid] ?? null),
    readProject: () => read((d, uid) => d.projects[uid] ?? null),
    readApplicationsMade: () =>
      read((d, uid) =>
        Object.values(d.applications)
          .map((byApplicant) => byApplicant[uid])
          .filter((a): a is StoredApplication => a !== undefined)
          .map(withoutClientId),
      ),
    readApplicationsReceived: () =>
      read((d, uid) => Object.values(d.applications[uid] ?? {}).map(withoutClientId)),
    readMessages: () =>
      read((d, uid) =>
        Object.entries(d.messages)
          .filter(([chatId]) => chatMembers(chatId)?.includes(uid) === true)
          .flatMap(([, messages]) => messages)
          .sort((a: ChatMessage, b: ChatMessage) => a.timestamp - b.timestamp),
      ),
    readNotifications: () =>
      read((d, uid) => Object.values(d.notifications[uid] ?? {}).sort((a, b) => a.createdAt - b.createdAt)),
    readAssessmentSubmissions: () =>
      read((d, uid) => Object.values(d.submissions).filter((s) => s.userId === uid)),
    readAssessmentResults: () => read((d, uid) => Object.values(d.results).filter((r) => r.userId === uid)),
    readReportsMade: () =>
      read((d, uid) =>
        Object.values(d.reports)
          .filter((r) => r.reporterId === uid)
          .sort((a, b) => b.createdAt - a.createdAt),
      ),
    readBlocksMade: () =>
      read((d, uid) =>
        Object.values(d.blocks)
          .filter((b) => b.blockerId === uid)
          .sort((a, b) => b.createdAt - a.createdAt),
      ),

    async deleteAccount(confirmation: string): Promise<void> {
      if (!isAccountDeletionConfirmed(confirmation)) {
        throw new DomainError('invalid-argument', 'the confirmation word does not match', ['confirmation_mismatch']);
      }
      await ctx.writeAsMember(TABLES, (d, actor) => deleteMember(d, actor.uid));
      ctx.setSessionUid(null);
    },
  };
}
