import { deleteDoc, doc, getDoc, getDocs, onSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import {
  DomainError,
  ValidationError,
  assertClientId,
  type Application,
  type Project,
  type ProjectInput,
} from '../../../core/domain';
import type { ApplicationRepository, ProjectRepository } from '../../../core/ports';
import { canTransition } from '../../../core/rules';
import { hasErrors, normalizeProjectInput, validateProjectInput } from '../../../core/validation';
import { guarded, toDomainError, translatedErrorHandler } from '../errors';
import { str, toApplication, toProject, toUserProfile } from '../mapping';
import { docPaths } from '../paths';
import { queries, searchKey } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toPageWithout, toSdkQuery } from '../sdkQuery';
import { hiddenMembers } from './blocks';
import { requireUid, watchAsMember, type FirebaseServices } from './context';

/** The fields of the project form, as stored (texts trimmed, tags normalised). */
/**
 * The fields of the project form, as stored (texts trimmed, tags normalised), with the admins'
 * search key of the name; refuses invalid input.
 */
export function projectInputData(input: ProjectInput): Record<string, unknown> {
  const clean = normalizeProjectInput(input);
  const errors = validateProjectInput(clean);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return { ...clean, projectNameLower: searchKey(clean.projectName) };
}

export function createProjectRepository(services: FirebaseServices): ProjectRepository {
  const { db } = services;

  async function readProject(id: string): Promise<Project | null> {
    const snap = await getDoc(doc(db, docPaths.project(id)));
    return snap.exists() ? toProject(snap.id, snap.data(SNAPSHOT_OPTIONS)) : null;
  }

  return {
    listProjects({ filters, limit, after }) {
      return guarded(async () => {
        // Projects of members blocked either way are left out (a project's id is its owner's).
        const hidden = await hiddenMembers(services, requireUid(services));
        const spec = queries.projectsList(filters, limit + hidden.size, after);
        const result = await getDocs(toSdkQuery(db, spec));
        return toPageWithout(spec, result.docs, (d) => toProject(d.id, d.data(SNAPSHOT_OPTIONS)), hidden, limit);
      });
    },

    getProject(id) {
      return guarded(async () => {
        try {
          return await readProject(id);
        } catch (e) {
          // A project an admin hid is refused to everyone but its owner and the admins: to this
          // member it does not exist. Signed out, the refusal stands.
          if (services.auth.currentUser && toDomainError(e).code === 'permission-denied') return null;
          throw e;
        }
      });
    },

    /** Calls back on changes of existence only (an update of the project is not one). */
    watchProjectExists(ownerId, callback, onError) {
      let last: boolean | null = null;
      return onSnapshot(
        doc(db, docPaths.project(ownerId)),
        (snap) => {
          const exists = snap.exists();
          if (exists === last) return;
          last = exists;
          callback(exists);
        },
        translatedErrorHandler(onError),
      );
    },

    saveOwnProject(input) {
      return guarded(async () => {
        const uid = requireUid(services);
        const fields = projectInputData(input);
        const ownerSnap = await getDoc(doc(db, docPaths.user(uid)));
        const owner = toUserProfile(uid, ownerSnap.exists() ? ownerSnap.data() : {});
        const ref = doc(db, docPaths.project(uid));
        const existing = await getDoc(ref);
        const data = { ...fields, ownerName: owner.name, ownerAvatar: owner.avatarUrl };
        if (existing.exists()) {
          await updateDoc(ref, data);
        } else {
          await setDoc(ref, { ...data, ownerId: uid, createdAt: serverTimestamp(), hidden: false });
        }
        // Read back, so createdAt is the server's (the same value getProject returns).
        const saved = await readProject(uid);
        if (!saved) throw new DomainError('not-found');
        return saved;
      });
    },

    updateProject(id, input) {
      return guarded(async () => {
        requireUid(services);
        const fields = projectInputData(input);
        await updateDoc(doc(db, docPaths.project(id)), fields);
        const project = await readProject(id);
        if (!project) throw new DomainError('not-found');
        return project;
      });
    },

    // Its applications go with it, deleted by the onProjectDeleted function: an admin reads none.
    deleteProject(id) {
      return guarded(async () => {
        requireUid(services);
        await deleteDoc(doc(db, docPaths.project(id)));
      });
    },
  };
}

export function createApplicationRepository(services: FirebaseServices): ApplicationRepository {
  const { db } = services;

  return {
    watchApplications(projectId, callback, onError) {
      return watchAsMember(services, onError, (uid) => {
        // Only the owner (a project is keyed by its owner's uid). firestore.rules also let admins
        // list them, to delete them with the project; the live list is the owner's alone, and a
        // refused listener must not first show what another view left in the local cache.
        if (uid !== projectId) {
          const fail = translatedErrorHandler(onError);
          queueMicrotask(() => fail(new DomainError('permission-denied', 'not the owner')));
          return () => {};
        }
        return onSnapshot(
          toSdkQuery(db, queries.applicationsOfProject(projectId)),
          (snap) => callback(snap.docs.map((d) => toApplication(projectId, d.id, d.data(SNAPSHOT_OPTIONS)))),
          translatedErrorHandler(onError),
        );
      });
    },

    apply(projectId, clientId) {
      return guarded(async () => {
        assertClientId(clientId);
        const uid = requireUid(services);
        // A project an admin hid is refused to the applicant: to them it is not there, and the
        // answer is the one a missing project gets, so that hiding is not seen from outside.
        const projectSnap = await getDoc(doc(db, docPaths.project(projectId))).catch((e: unknown) => {
          if (toDomainError(e).code === 'permission-denied') throw new DomainError('not-found');
          throw e;
        });
        if (!projectSnap.exists()) throw new DomainError('not-found');
        if (str(projectSnap.get('ownerId')) === uid || projectId === uid) {
          throw new DomainError('permission-denied', 'own project');
        }
        const ref = doc(db, docPaths.application(projectId, uid));
        const existing = await getDoc(ref);
        if (existing.exists()) {
          // A retry of the try that stored it answers with it; any other try is a second application.
          if (clientId !== undefined && existing.get('clientId') === clientId)
            return toApplication(projectId, uid, existing.data(SNAPSHOT_OPTIONS));
          throw new DomainError('already-exists');
        }
        const meSnap = await getDoc(doc(db, docPaths.user(uid)));
        const me = toUserProfile(uid, meSnap.exists() ? meSnap.data() : {});
        const data = {
          projectId,
          applicantId: uid,
          applicantName: me.name,
          applicantAvatar: me.avatarUrl,
          status: 'pending',
        };
        await setDoc(ref, { ...data, ...(clientId === undefined ? {} : { clientId }), createdAt: serverTimestamp() });
        // Read back: createdAt is the server's time, the same a retry or a later read answers with.
        const snap = await getDoc(ref);
        if (snap.exists()) return toApplication(projectId, uid, snap.data(SNAPSHOT_OPTIONS));
        const application: Application = { ...data, status: 'pending', createdAt: Date.now() };
        return application;
      });
    },

    decide(projectId, applicantId, status) {
      return guarded(async () => {
        requireUid(services);
        const ref = doc(db, docPaths.application(projectId, applicantId));
        const snap = await getDoc(ref);
        if (!snap.exists()) throw new DomainError('not-found');
        const current = toApplication(projectId, applicantId, snap.data());
        if (!canTransition(current.status, status)) throw new DomainError('failed-precondition', 'already decided');
        await updateDoc(ref, { status, decidedAt: serverTimestamp() });
      });
    },

    getMyApplication(projectId) {
      return guarded(async () => {
        const uid = requireUid(services);
        const snap = await getDoc(doc(db, docPaths.application(projectId, uid)));
        return snap.exists() ? toApplication(projectId, uid, snap.data(SNAPSHOT_OPTIONS)) : null;
      });
    },

    watchMyApplication(projectId, callback, onError) {
      return watchAsMember(services, onError, (uid) =>
        onSnapshot(
          doc(db, docPaths.application(projectId, uid)),
          (snap) => callback(snap.exists() ? toApplication(projectId, uid, snap.data(SNAPSHOT_OPTIONS)) : null),
          translatedErrorHandler(onError),
        ),
      );
    },

    listMyApplications() {
      return guarded(async () => {
        const uid = requireUid(services);
        const result = await getDocs(toSdkQuery(db, queries.applicationsMine(uid)));
        return result.docs.map((d) =>
          toApplication(d.ref.parent.parent?.id ?? str(d.get('projectId')), d.id, d.data(SNAPSHOT_OPTIONS)),
        );
      });
    },
  };
}
