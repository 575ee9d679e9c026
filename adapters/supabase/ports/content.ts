import type { Banner, BannerInput, ClientId, Resource, ResourceInput } from '../../../core/domain';
import { DomainError, ValidationError } from '../../../core/domain';
import type { BannerRepository, ResourceRepository } from '../../../core/ports';
import { hasErrors, validateBanner, validateResource } from '../../../core/validation';
import type { SupabaseContext } from '../context';
import type { Insert } from '../database.types';
import { check } from '../errors';
import { isUuid } from '../ids';
import { toBanner, toResource } from '../rows';
import { createOnce } from './createOnce';
import { checkLimit } from './limits';
import { isAdmin } from './projects';
import { trimText } from '../../../core/validation/text';

function cleanBanner(input: BannerInput): Insert<'banners'> {
  const errors = validateBanner(input);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return {
    title: trimText(input.title),
    link_url: input.linkUrl.trim(),
    image_url: input.imageUrl.trim(),
    sort_order: input.order,
  };
}

function cleanResource(input: ResourceInput): Insert<'resources'> {
  const errors = validateResource(input);
  if (hasErrors(errors)) throw new ValidationError(errors);
  return {
    title: trimText(input.title),
    description: trimText(input.description),
    image_url: input.imageUrl.trim(),
    official_url: input.officialUrl.trim(),
    category: trimText(input.category),
    district: trimText(input.district),
  };
}

/**
 * After an update or delete that touched no row: RLS hides "not an admin" and "missing" the
 * same way, so ask which one it was.
 */
async function noRowCode(ctx: SupabaseContext): Promise<DomainError> {
  return new DomainError((await isAdmin(ctx)) ? 'not-found' : 'permission-denied');
}

export function createBannerRepository(ctx: SupabaseContext): BannerRepository {
  const { client } = ctx;
  return {
    async listBanners(): Promise<Banner[]> {
      const rows = check(
        await client
          .from('banners')
          .select('*')
          .order('sort_order', { ascending: true })
          .order('id', { ascending: true }),
      );
      return rows.map(toBanner);
    },
    async createBanner(id: ClientId, input: BannerInput): Promise<Banner> {
      ctx.requireUid();
      const row = await createOnce(ctx, 'banners', id, cleanBanner(input));
      if (!row) throw await noRowCode(ctx);
      return toBanner(row);
    },
    async updateBanner(id: string, input: BannerInput): Promise<Banner> {
      ctx.requireUid();
      const row = cleanBanner(input);
      if (!isUuid(id)) throw await noRowCode(ctx);
      const rows = check(await client.from('banners').update(row).eq('id', id).select('*'));
      if (rows.length === 0) throw await noRowCode(ctx);
      return toBanner(rows[0]!);
    },
    async deleteBanner(id: string): Promise<void> {
      ctx.requireUid();
      const rows = isUuid(id) ? (check(await client.from('banners').delete().eq('id', id).select('id')) ?? []) : [];
      if (rows.length === 0 && !(await isAdmin(ctx))) throw new DomainError('permission-denied');
    },
  };
}

export function createResourceRepository(ctx: SupabaseContext): ResourceRepository {
  const { client } = ctx;
  return {
    async listResources(limit?: number): Promise<Resource[]> {
      let q = client
        .from('resources')
        .select('*')
        .order('created_at', { ascending: false })
        .order('id', { ascending: false });
      if (limit !== undefined && limit !== null) q = q.limit(checkLimit(limit));
      return check(await q).map(toResource);
    },
    async createResource(id: ClientId, input: ResourceInput): Promise<Resource> {
      ctx.requireUid();
      const row = await createOnce(ctx, 'resources', id, cleanResource(input));
      if (!row) throw await noRowCode(ctx);
      return toResource(row);
    },
    async updateResource(id: string, input: ResourceInput): Promise<Resource> {
      ctx.requireUid();
      const row = cleanResource(input);
      if (!isUuid(id)) throw await noRowCode(ctx);
      const rows = check(await client.from('resources').update(row).eq('id', id).select('*'));
      if (rows.length === 0) throw await noRowCode(ctx);
      return toResource(rows[0]!);
    },
    async deleteResource(id: string): Promise<void> {
      ctx.requireUid();
      const rows = isUuid(id) ? (check(await client.from('resources').delete().eq('id', id).select('id')) ?? []) : [];
      if (rows.length === 0 && !(await isAdmin(ctx))) throw new DomainError('permission-denied');
    },
  };
}
