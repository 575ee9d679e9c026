/**
 * A member renames or changes their avatar → the copies other documents keep are refreshed:
 * their project's owner info, the other side's inbox summaries, and their applications
 * (the same denormalised fields the memory adapter refreshes).
 */
import type { Uid } from '../../../core/domain';
import { memberNameOrDefault } from '../../../core/rules/defaults';
import { docPaths } from '../paths';
import type { MemberInfo, Write } from './writes';

export interface ProfileCopies {
  projectExists: boolean;
  /** The other member of each of the member's conversations (their summaries name this member). */
  partnerIds: Uid[];
  /** Projects the member applied to. */
  appliedProjectIds: string[];
}

export function planProfileRefresh(uid: Uid, before: MemberInfo, after: MemberInfo, copies: ProfileCopies): Write[] {
  if (before.name === after.name && before.avatarUrl === after.avatarUrl) return [];
  const writes: Write[] = [];
  if (copies.projectExists) {
    writes.push({ op: 'update', path: docPaths.project(uid), data: { ownerName: after.name, ownerAvatar: after.avatarUrl } });
  }
  for (const other of new Set(copies.partnerIds)) {
    if (other === uid) continue;
    writes.push({
      op: 'update',
      path: docPaths.chatSummary(other, uid),
      data: { otherName: memberNameOrDefault(after.name), otherAvatar: after.avatarUrl },
    });
  }
  for (const projectId of new Set(copies.appliedProjectIds)) {
    writes.push({
      op: 'update',
      path: docPaths.application(projectId, uid),
      data: { applicantName: after.name, applicantAvatar: after.avatarUrl },
    });
  }
  return writes;
}
