import type { Banner, BannerInput, ClientId, Resource, ResourceInput } from '../../core/domain';
import { DomainError, ValidationError, assertNewItemId } from '../../core/domain';
import { canManageContent } from '../../core/policies/permissions';
import type { BannerRepository, ResourceRepository } from '../../core/ports';
import { loadValidation } from './validation';
import { clone, type MemoryContext } from './context';
import type { DbData } from './database';
import { checkLimit } from './paging';

function requireContentAdmin(ctx: MemoryContext, d: DbData): void {
  const actor = ctx.requireActor(d);
  if (!canManageContent(actor)) throw new DomainError('permission-denied');
}

type Validation = Awaited<ReturnType<typeof loadValidation>>;

/** Validated and normalized. The validators load on the first save (./validation.ts). */
function cleanBanner(validation: Validation, input: BannerInput): BannerInput {
  const errors = validation.validateBanner(input);
  if (validation.hasErrors(errors)) throw new ValidationError(errors);
  return {
    title: validation.trimText(input.title),
    linkUrl: input.linkUrl.trim(),
    imageUrl: input.imageUrl.trim(),
    order: input.order,
  };
}

/**
 * A banner's picture is its upload to this backend (a data URL under banners/, ./fileStorage.ts),
 * an https:// address or a path of this site: the rule of firestore.rules' bannerPictureUrl and
 * the Supabase banners_image_url_ok check. An edit may keep the picture the banner has.
 */
function checkBannerPicture(validation: Validation, d: DbData, imageUrl: string, kept = ''): void {
  if (imageUrl === kept || validation.isHttpsOrSitePath(imageUrl)) return;
  if (Object.values(d.files).some((f) => f.path.startsWith('banners/') && f.url === imageUrl)) return;
  throw new ValidationError({ imageUrl: 'url_invalid' });
}

function cleanResource(validation: Validation, input: ResourceInput): ResourceInput {
  const errors = validation.validateResource(input);
  if (validation.hasErrors(errors)) throw new ValidationError(errors);
  return {
    title: validation.trimText(input.title),
    description: validation.trimText(input.description),
    imageUrl: input.imageUrl.trim(),
    officialUrl: input.officialUrl.trim(),
    category: validation.trimText(input.category),
    district: validation.trimText(input.district),
  };
}

/** Anyone reads (visitors included); admins write. Ordered by `order`, then id. */
export function createBannerRepository(ctx: MemoryContext): BannerRepository {
  return {
    async listBanners(): Promise<Banner[]> {
      return ctx.db.read((d) =>
        clone(Object.values(d.banners).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))),
      );
    },

    async createBanner(id: ClientId, input: BannerInput): Promise<Banner> {
      const validation = await loadValidation();
      return ctx.db.write(['banners'], (d) => {
        requireContentAdmin(ctx, d);
        assertNewItemId(id);
        const banner: Banner = { id, ...cleanBanner(validation, input) };
        checkBannerPicture(validation, d, banner.imageUrl);
        d.banners[banner.id] = banner;
        return clone(banner);
      });
    },

    async updateBanner(id: string, input: BannerInput): Promise<Banner> {
      const validation = await loadValidation();
      return ctx.db.write(['banners'], (d) => {
        requireContentAdmin(ctx, d);
        if (!d.banners[id]) throw new DomainError('not-found');
        const banner: Banner = { id, ...cleanBanner(validation, input) };
        checkBannerPicture(validation, d, banner.imageUrl, d.banners[id].imageUrl);
        d.banners[id] = banner;
        return clone(banner);
      });
    },

    async deleteBanner(id: string): Promise<void> {
      await ctx.db.write(['banners'], (d) => {
        requireContentAdmin(ctx, d);
        delete d.banners[id];
      });
    },
  };
}

/** Anyone reads (visitors included); admins write. Newest first. */
export function createResourceRepository(ctx: MemoryContext): ResourceRepository {
  return {
    async listResources(limit?: number): Promise<Resource[]> {
      const n = limit === undefined || limit === null ? Infinity : checkLimit(limit);
      return ctx.db.read((d) =>
        clone(
          Object.values(d.resources)
            .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
            .slice(0, n),
        ),
      );
    },

    async createResource(id: ClientId, input: ResourceInput): Promise<Resource> {
      const validation = await loadValidation();
      return ctx.db.write(['resources'], (d) => {
        requireContentAdmin(ctx, d);
        assertNewItemId(id);
        // A second try keeps the first one's time, so the list's order does not change.
        const createdAt = d.resources[id]?.createdAt ?? ctx.now();
        const resource: Resource = { id, ...cleanResource(validation, input), createdAt };
        d.resources[resource.id] = resource;
        return clone(resource);
      });
    },

    async updateResource(id: string, input: ResourceInput): Promise<Resource> {
      const validation = await loadValidation();
      return ctx.db.write(['resources'], (d) => {
        requireContentAdmin(ctx, d);
        const existing = d.resources[id];
        if (!existing) throw new DomainError('not-found');
        const resource: Resource = { id, ...cleanResource(validation, input), createdAt: existing.createdAt };
        d.resources[id] = resource;
        return clone(resource);
      });
    },

    async deleteResource(id: string): Promise<void> {
      await ctx.db.write(['resources'], (d) => {
        requireContentAdmin(ctx, d);
        delete d.resources[id];
      });
    },
  };
}
