import { doc, getCountFromServer, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { DomainError } from '../../../core/domain';
import type { AdminGateway } from '../../../core/ports';
import { guarded } from '../errors';
import { toProject, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toPage, toSdkQuery } from '../sdkQuery';
import { requireUid, type FirebaseServices } from './context';

/**
 * Admin counts, searches and rights. setAdmin is enforced by firestore.rules; counts and
 * searches read what members may read anyway, so the admin check for them is made here (one
 * read of the caller's own user document), matching the port's "refused for non-admins".
 */
export function createAdminGateway(services: FirebaseServices): AdminGateway {
  const { db } = services;

  async function requireAdmin(): Promise<void> {
    const uid = requireUid(services);
    const snap = await getDoc(doc(db, docPaths.user(uid)));
    if (!snap.exists() || snap.get('isAdmin') !== true) throw new DomainError('permission-denied');
  }

  return {
    countUsers() {
      return guarded(async () => {
        await requireAdmin();
        return (await getCountFromServer(toSdkQuery(db, queries.usersAll()))).data().count;
      });
    },
    countProjects() {
      return guarded(async () => {
        await requireAdmin();
        return (await getCountFromServer(toSdkQuery(db, queries.projectsAll()))).data().count;
      });
    },
    searchUsers({ prefix, limit, after }) {
      return guarded(async () => {
        await requireAdmin();
        const p = prefix.trim();
        const spec = p ? queries.usersByNamePrefix(p, limit, after) : queries.usersList({}, limit, after);
        const result = await getDocs(toSdkQuery(db, spec));
        return toPage(spec, result.docs, (d) => toUserProfile(d.id, d.data(SNAPSHOT_OPTIONS)));
      });
    },
    searchProjects({ prefix, limit, after }) {
      return guarded(async () => {
        await requireAdmin();
        const p = prefix.trim();
        const spec = p ? queries.projectsByNamePrefix(p, limit, after) : queries.projectsNewest(limit, after);
        const result = await getDocs(toSdkQuery(db, spec));
        return toPage(spec, result.docs, (d) => toProject(d.id, d.data(SNAPSHOT_OPTIONS)));
      });
    },
    setAdmin(uid, isAdmin) {
      return guarded(() => updateDoc(doc(db, docPaths.user(uid)), { isAdmin: isAdmin === true }));
    },
  };
}
