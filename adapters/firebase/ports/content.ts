import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import { DomainError, ValidationError, type Banner, type BannerInput, type Resource, type ResourceInput } from '../../../core/domain';
import type { BannerRepository, ResourceRepository } from '../../../core/ports';
import { hasErrors, validateBanner, validateResource } from '../../../core/validation';
import { guarded } from '../errors';
import { toBanner, toResource } from '../mapping';
import { COLLECTIONS, docPaths } from '../paths';
import { queries } from '../queryCatalogue';
import { SNAPSHOT_OPTIONS, toSdkQuery } from '../sdkQuery';
import type { FirebaseServices } from './context';

/** What a banner document holds; refuses invalid input (core/validation). */
export function bannerData(input: BannerInput): Record<string, unknown> {
  const data = { title: input.title.trim(), linkUrl: input.linkUrl.trim(), imageUrl: input.imageUrl.trim(), order: input.order };
  const errors = validateBanner(data);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return data;
}

/** What a resource document holds (without createdAt); refuses invalid input. */
export function resourceData(input: ResourceInput): Record<string, unknown> {
  const data: ResourceInput = {
    title: input.title.trim(),
    description: input.description.trim(),
    imageUrl: input.imageUrl.trim(),
    officialUrl: input.officialUrl.trim(),
    category: input.category.trim(),
    district: input.district.trim(),
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
    createBanner(input) {
      return guarded(async () => {
        const data = bannerData(input);
        const ref = await addDoc(collection(db, COLLECTIONS.banners), data);
        return toBanner(ref.id, data);
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
    createResource(input) {
      return guarded(async () => {
        const data = resourceData(input);
        const ref = await addDoc(collection(db, COLLECTIONS.resources), { ...data, createdAt: serverTimestamp() });
        // Read back: createdAt is the server's time, which orders the list and later reads show.
        const snap = await getDoc(ref);
        const resource: Resource = toResource(ref.id, snap.exists() ? snap.data(SNAPSHOT_OPTIONS) : { ...data, createdAt: Date.now() });
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
