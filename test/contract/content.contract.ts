/** BannerRepository and ResourceRepository contract: anyone reads, admins write. */
import { newClientId } from '../../core/domain';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, bannerInput, expectRejects, newAdmin, newMember, resourceInput, withHarness } from './helpers';

export function describeContentContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: Banner and Resource repositories contract`, () => {
    const harness = withHarness(makeHarness);

    it('signed-out visitors read banners and resources (empty at first)', async () => {
      const visitor = await harness.get().newClient();
      expect(await visitor.banners.listBanners()).toEqual([]);
      expect(await visitor.resources.listResources()).toEqual([]);
      expect(await visitor.resources.listResources(3)).toEqual([]);
    });

    it('admins create, order, update and delete banners', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const b3 = await admin.client.banners.createBanner(newClientId(), bannerInput({ title: '第三', order: 30 }));
      const b1 = await admin.client.banners.createBanner(newClientId(), bannerInput({ title: '第一', order: 10 }));
      const b2 = await admin.client.banners.createBanner(newClientId(), bannerInput({ title: '第二', order: 20 }));
      expect(b1).toMatchObject({ ...bannerInput({ title: '第一', order: 10 }), id: expect.any(String) });

      const visitor = await h.newClient();
      expect((await visitor.banners.listBanners()).map((b) => b.title)).toEqual(['第一', '第二', '第三']);

      const moved = await admin.client.banners.updateBanner(b3.id, bannerInput({ title: '最前面', order: 1 }));
      expect(moved).toMatchObject({ id: b3.id, title: '最前面', order: 1 });
      expect((await visitor.banners.listBanners()).map((b) => b.id)).toEqual([b3.id, b1.id, b2.id]);

      await admin.client.banners.deleteBanner(b1.id);
      expect((await visitor.banners.listBanners()).map((b) => b.id)).toEqual([b3.id, b2.id]);
      await expectRejects(admin.client.banners.updateBanner(b1.id, bannerInput()), ['not-found', 'permission-denied']);
    });

    it('a second try under the same id (its first reply lost) stores one banner and one resource, as last sent', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const bannerId = newClientId();
      await admin.client.banners.createBanner(bannerId, bannerInput({ title: '第一次' }));
      const again = await admin.client.banners.createBanner(bannerId, bannerInput({ title: '改好再送' }));
      expect(again).toMatchObject({ id: bannerId, title: '改好再送' });
      const visitor = await h.newClient();
      expect((await visitor.banners.listBanners()).map((b) => [b.id, b.title])).toEqual([[bannerId, '改好再送']]);

      const resourceId = newClientId();
      const first = await admin.client.resources.createResource(resourceId, resourceInput({ title: '第一次' }));
      const second = await admin.client.resources.createResource(resourceId, resourceInput({ title: '改好再送' }));
      expect(second).toMatchObject({ id: resourceId, title: '改好再送', createdAt: first.createdAt });
      expect((await visitor.resources.listResources()).map((r) => [r.id, r.title])).toEqual([[resourceId, '改好再送']]);
    });

    it('refuses an id the client did not make as a client id', async () => {
      const admin = await newAdmin(harness.get());
      await expectRejects(admin.client.banners.createBanner('my-banner', bannerInput()), 'invalid-argument');
      await expectRejects(admin.client.resources.createResource('', resourceInput()), 'invalid-argument');
      expect(await admin.client.banners.listBanners()).toEqual([]);
      expect(await admin.client.resources.listResources()).toEqual([]);
    });

    it('refuses invalid banners with validation codes', async () => {
      const admin = await newAdmin(harness.get());
      const noImage = await expectRejects(
        admin.client.banners.createBanner(newClientId(), bannerInput({ imageUrl: '' })),
        'invalid-argument',
      );
      expect((noImage as { details: string[] }).details).toContain('image_required');
      const badLink = await expectRejects(
        admin.client.banners.createBanner(newClientId(), bannerInput({ linkUrl: 'javascript:alert(1)' })),
        'invalid-argument',
      );
      expect((badLink as { details: string[] }).details).toContain('url_invalid');
      expect(await admin.client.banners.listBanners()).toEqual([]);
    });

    it('members who are not admins cannot write banners or resources', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const banner = await admin.client.banners.createBanner(newClientId(), bannerInput());
      const resource = await admin.client.resources.createResource(newClientId(), resourceInput());
      const a = await newMember(h, 'A', { role: 'technical' });

      await expectRejects(a.client.banners.createBanner(newClientId(), bannerInput()), 'permission-denied');
      await expectRejects(
        a.client.banners.updateBanner(banner.id, bannerInput({ title: '偷改' })),
        'permission-denied',
      );
      await expectRejects(a.client.banners.deleteBanner(banner.id), 'permission-denied');
      await expectRejects(a.client.resources.createResource(newClientId(), resourceInput()), 'permission-denied');
      await expectRejects(
        a.client.resources.updateResource(resource.id, resourceInput({ title: '偷改' })),
        'permission-denied',
      );
      await expectRejects(a.client.resources.deleteResource(resource.id), 'permission-denied');

      const visitor = await h.newClient();
      await expectRejects(visitor.banners.createBanner(newClientId(), bannerInput()), SIGNED_OUT);
      await expectRejects(visitor.resources.createResource(newClientId(), resourceInput()), SIGNED_OUT);

      expect(await a.client.banners.listBanners()).toEqual([banner]);
      expect(await a.client.resources.listResources()).toEqual([resource]);
    });

    it('resources are newest first, limited on request; updates keep createdAt', async () => {
      const h = harness.get();
      const admin = await newAdmin(h);
      const r1 = await admin.client.resources.createResource(newClientId(), resourceInput({ title: '一' }));
      const r2 = await admin.client.resources.createResource(newClientId(), resourceInput({ title: '二' }));
      const r3 = await admin.client.resources.createResource(newClientId(), resourceInput({ title: '三' }));
      const r4 = await admin.client.resources.createResource(newClientId(), resourceInput({ title: '四' }));
      expect(typeof r1.createdAt).toBe('number');

      const visitor = await h.newClient();
      expect((await visitor.resources.listResources()).map((r) => r.id)).toEqual([r4.id, r3.id, r2.id, r1.id]);
      expect((await visitor.resources.listResources(3)).map((r) => r.id)).toEqual([r4.id, r3.id, r2.id]);

      const edited = await admin.client.resources.updateResource(r2.id, resourceInput({ title: '二（更新）' }));
      expect(edited).toMatchObject({ id: r2.id, title: '二（更新）', createdAt: r2.createdAt });
      await admin.client.resources.deleteResource(r4.id);
      expect((await visitor.resources.listResources()).map((r) => r.title)).toEqual(['三', '二（更新）', '一']);

      const bad = await expectRejects(
        admin.client.resources.createResource(newClientId(), resourceInput({ officialUrl: 'ftp://example.com' })),
        'invalid-argument',
      );
      expect((bad as { details: string[] }).details).toContain('url_invalid');
    });
  });
}
