import { deleteDoc, doc, getDoc, getDocs, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import type { BlockState, BlockedMember, Uid } from '../../../core/domain';
import { DomainError } from '../../../core/domain';
import type { BlockRepository } from '../../../core/ports';
import { canSendMessage } from '../../../core/policies';
import { guarded, translatedErrorHandler } from '../errors';
import { toMillis, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import { requireUid, watchAsMember, type FirebaseServices } from './context';

/**
 * Blocks are documents blocks/{blocker_blocked} that firestore.rules let only the blocker create
 * or delete; the rules of a message refuse it while either block exists.
 */
export function createBlockRepository(services: FirebaseServices): BlockRepository {
  const { db } = services;

  return {
    block(uid) {
      return guarded(async () => {
        const me = requireUid(services);
        if (!canSendMessage({ uid: me, isAdmin: false }, uid)) throw new DomainError('permission-denied', 'oneself');
        const ref = doc(db, docPaths.block(me, uid));
        if ((await getDoc(ref)).exists()) return;
        const member = await getDoc(doc(db, docPaths.user(uid)));
        if (!member.exists()) throw new DomainError('not-found', 'no such member');
        await setDoc(ref, { blockerId: me, blockedId: uid, createdAt: serverTimestamp() });
      });
    },

    unblock(uid) {
      return guarded(async () => {
        const me = requireUid(services);
        if (typeof uid !== 'string' || uid === '' || uid.includes('/')) return;
        // firestore.rules let only the blocker delete an existing block: no block, nothing to do.
        const ref = doc(db, docPaths.block(me, uid));
        if (!(await getDoc(ref)).exists()) return;
        await deleteDoc(ref);
      });
    },

    /** The member's blocks, each with the blocked member's current name and avatar (few reads: a member blocks few). */
    watchBlocked(callback, onError) {
      return watchAsMember(services, onError, (me) => {
        let latest = 0;
        let stopped = false;
        const stop = onSnapshot(
          toSdkQuery(db, queries.blocksByBlocker(me)),
          (snap) => {
            const turn = ++latest;
            const rows = snap.docs
              .map((d) => ({ uid: String(d.get('blockedId') ?? ''), blockedAt: toMillis(d.data(SNAPSHOT_OPTIONS).createdAt) }))
              .sort((a, b) => b.blockedAt - a.blockedAt || (a.uid < b.uid ? 1 : -1));
            Promise.all(
              rows.map(async (r): Promise<BlockedMember> => {
                const u = await getDoc(doc(db, docPaths.user(r.uid)));
                const profile = u.exists() ? toUserProfile(r.uid, u.data()) : null;
                return { uid: r.uid, name: profile?.name ?? '', avatarUrl: profile?.avatarUrl ?? '', blockedAt: r.blockedAt };
              }),
            ).then(
              (list) => {
                if (!stopped && turn === latest) callback(list);
              },
              (e: unknown) => {
                if (!stopped) translatedErrorHandler(onError)(e);
              },
            );
          },
          translatedErrorHandler(onError),
        );
        return () => {
          stopped = true;
          stop();
        };
      });
    },

    blockStateWith(otherId) {
      return guarded(async (): Promise<BlockState> => {
        const me = requireUid(services);
        if (!canSendMessage({ uid: me, isAdmin: false }, otherId) || otherId.includes('/')) return 'none';
        if ((await getDoc(doc(db, docPaths.block(me, otherId)))).exists()) return 'blocked-by-me';
        if ((await getDoc(doc(db, docPaths.block(otherId, me)))).exists()) return 'blocked-me';
        return 'none';
      });
    },
  };
}

/** The members a list leaves out for `me`: those `me` blocked and those who blocked `me`. */
export async function hiddenMembers(services: FirebaseServices, me: Uid): Promise<Set<Uid>> {
  const { db } = services;
  const [mine, against] = await Promise.all([
    getDocs(toSdkQuery(db, queries.blocksByBlocker(me))),
    getDocs(toSdkQuery(db, queries.blocksOfBlocked(me))),
  ]);
  return new Set([...mine.docs.map((d) => String(d.get('blockedId'))), ...against.docs.map((d) => String(d.get('blockerId')))]);
}
