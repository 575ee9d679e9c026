import { deleteDoc, doc, getDoc, getDocs, runTransaction, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import {
  DomainError,
  ValidationError,
  assertNewItemId,
  type Banner,
  type BannerInput,
  type ClientId,
  type Resource,
  type ResourceInput,
} from '../../../core/domain';
import type { BannerRepository, ResourceRepository } from '../../../core/ports';
import { hasErrors, validateBanner, validateResource } from '../../../core/validation';
import { guarded } from '../errors';
import { toBanner, toResource } from '../mapping';
import { docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import type { FirebaseServices } from './context';
import { trimText } from '../../../core/validation/text';

/** What a banner document holds; refuses invalid input (core/validation). */
export function bannerData(input: BannerInput): Record<string, unknown> {
  const data = { title: trimText(input.title), linkUrl: input.linkUrl.trim(), imageUrl: input.imageUrl.trim(), order: input.order };
  const errors = validateBanner(data);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return data;
}

/** What a resource document holds (without createdAt); refuses invalid input. */
export function resourceData(input: ResourceInput): Record<string, unknown> {
  const data: ResourceInput = {
    title: trimText(input.title),
    description: trimText(input.description),
    imageUrl: input.imageUrl.trim(),
    officialUrl: input.officialUrl.trim(),
    category: trimText(input.category),
    district: trimText(input.district),
  };
  const errors = validateResource(data);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return { ...data };
}

/** Banners: anyone reads, admins write (firestore.rules). */
export function createBannerRepository({ db }: FirebaseServices): BannerRepository {
  return {
    listBanners() {
      return guarded(async () => {
        const result = await getDocs(toSdkQuery(db, queries.banners()));
        return result.docs.map((d) => toBanner(d.id, d.data()));
      });
    },
    createBanner(id: ClientId, input) {
      return guarded(async () => {
        assertNewItemId(id);
        const data = bannerData(input);
        // A second try with the id writes the same document again: one banner either way.
        await setDoc(doc(db, docPaths.banner(id)), data);
        return toBanner(id, data);
      });
    },
    updateBanner(id, input) {
      return guarded(async () => {
        const data = bannerData(input);
        await updateDoc(doc(db, docPaths.banner(id)), data);
        const banner: Banner = toBanner(id, data);
        return banner;
      });
    },
    deleteBanner(id) {
      return guarded(() => deleteDoc(doc(db, docPaths.banner(id))));
    },
  };
}

/** Resources: anyone reads (visitors too), admins write. */
export function createResourceRepository({ db }: FirebaseServices): ResourceRepository {
  return {
    listResources(limit) {
      return guarded(async () => {
        const result = await getDocs(toSdkQuery(db, queries.resources(limit)));
        return result.docs.map((d) => toResource(d.id, d.data(SNAPSHOT_OPTIONS)));
      });
    },
    createResource(id: ClientId, input) {
      return guarded(async () => {
        assertNewItemId(id);
        const data = resourceData(input);
        const ref = doc(db, docPaths.resource(id));
        // A second try saves onto what the first stored and keeps its time (the rules refuse
        // another createdAt), so the list's order does not change.
        await runTransaction(db, async (tx) => {
          if ((await tx.get(ref)).exists()) tx.update(ref, data);
          else tx.set(ref, { ...data, createdAt: serverTimestamp() });
        });
        // Read back: createdAt is the server's time, which orders the list and later reads show.
        const snap = await getDoc(ref);
        const resource: Resource = toResource(id, snap.exists() ? snap.data(SNAPSHOT_OPTIONS) : { ...data, createdAt: Date.now() });
        return resource;
      });
    },
    updateResource(id, input) {
      return guarded(async () => {
        const ref = doc(db, docPaths.resource(id));
        await updateDoc(ref, resourceData(input));
        const snap = await getDoc(ref);
        if (!snap.exists()) throw new DomainError('not-found');
        return toResource(id, snap.data(SNAPSHOT_OPTIONS));
      });
    },
    deleteResource(id) {
      return guarded(() => deleteDoc(doc(db, docPaths.resource(id))));
    },
  };
}
