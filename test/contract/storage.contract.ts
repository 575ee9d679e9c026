/**
 * FileStorage contract: avatars (1 MB) for oneself; banner images for admins; JPG, PNG or WebP
 * (what the browser makes of a picked picture), nothing else.
 */
import { LIMITS } from '../../core/constants';
import type { MakeHarness } from './harness';
import { SIGNED_OUT, expectRejects, imageFile, newAdmin, newMember, webpFile, withHarness } from './helpers';

export function describeStorageContract(name: string, makeHarness: MakeHarness): void {
  describe(`${name}: FileStorage contract`, () => {
    const harness = withHarness(makeHarness);

    it('uploads an avatar and returns a URL the profile can keep', async () => {
      const a = await newMember(harness.get(), 'A', { role: 'technical' });
      const url = await a.client.storage.uploadAvatar(imageFile(256, 'image/png'));
      expect(typeof url).toBe('string');
      expect(url.length).toBeGreaterThan(0);
      const jpeg = await a.client.storage.uploadAvatar(imageFile(LIMITS.AVATAR_MAX_BYTES, 'image/jpeg', 'me.jpg'));
      expect(jpeg.length).toBeGreaterThan(0);
      await a.client.users.saveProfile(a.uid, { avatarUrl: jpeg });
      expect((await a.client.users.getUser(a.uid))?.avatarUrl).toBe(jpeg);
    });

    it('refuses avatars over 1 MB or not JPG/PNG, and signed-out uploads', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A');
      const big = await expectRejects(
        a.client.storage.uploadAvatar(imageFile(LIMITS.AVATAR_MAX_BYTES + 1)),
        'invalid-argument',
      );
      expect((big as { details: string[] }).details).toContain('avatar_too_large');
      const gif = await expectRejects(
        a.client.storage.uploadAvatar(imageFile(64, 'image/gif', 'a.gif')),
        'invalid-argument',
      );
      expect((gif as { details: string[] }).details).toContain('avatar_bad_type');
      const visitor = await h.newClient();
      await expectRejects(visitor.storage.uploadAvatar(imageFile()), SIGNED_OUT);
    });

    it('keeps WebP avatars and banner images, as the browser makes them', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      const avatar = await a.client.storage.uploadAvatar(webpFile(2048, 'me.webp'));
      expect(avatar.length).toBeGreaterThan(0);
      await a.client.users.saveProfile(a.uid, { avatarUrl: avatar });
      expect((await a.client.users.getUser(a.uid))?.avatarUrl).toBe(avatar);
      const atLimit = await a.client.storage.uploadAvatar(webpFile(LIMITS.AVATAR_MAX_BYTES, 'me.webp'));
      expect(atLimit.length).toBeGreaterThan(0);
      const big = await expectRejects(a.client.storage.uploadAvatar(webpFile(LIMITS.AVATAR_MAX_BYTES + 1)), 'invalid-argument');
      expect((big as { details: string[] }).details).toContain('avatar_too_large');
      const admin = await newAdmin(h);
      const banner = await admin.client.storage.uploadBannerImage(webpFile(4096, 'hero.webp'));
      expect(banner.length).toBeGreaterThan(0);
    });

    it('banner images are for admins only', async () => {
      const h = harness.get();
      const a = await newMember(h, 'A', { role: 'technical' });
      await expectRejects(
        a.client.storage.uploadBannerImage(imageFile(512, 'image/png', 'banner.png')),
        'permission-denied',
      );
      const visitor = await h.newClient();
      await expectRejects(visitor.storage.uploadBannerImage(imageFile()), SIGNED_OUT);
      const admin = await newAdmin(h);
      const url = await admin.client.storage.uploadBannerImage(imageFile(512, 'image/png', '首頁 banner.png'));
      expect(url.length).toBeGreaterThan(0);
    });

    it('holds banner images to one limit, LIMITS.BANNER_IMAGE_MAX_BYTES, JPG or PNG', async () => {
      const admin = await newAdmin(harness.get());
      const atLimit = await admin.client.storage.uploadBannerImage(
        imageFile(LIMITS.BANNER_IMAGE_MAX_BYTES, 'image/jpeg', 'wide.jpg'),
      );
      expect(atLimit.length).toBeGreaterThan(0);
      const big = await expectRejects(
        admin.client.storage.uploadBannerImage(imageFile(LIMITS.BANNER_IMAGE_MAX_BYTES + 1, 'image/png', 'huge.png')),
        'invalid-argument',
      );
      expect((big as { details: string[] }).details).toContain('banner_image_too_large');
      const gif = await expectRejects(
        admin.client.storage.uploadBannerImage(imageFile(64, 'image/gif', 'a.gif')),
        'invalid-argument',
      );
      expect((gif as { details: string[] }).details).toContain('avatar_bad_type');
    });
  });
}
