/** @jest-environment jest-fixed-jsdom */
import { screen, waitFor } from '@testing-library/react';
import { errorCodeOf, newClientId } from '../../../core/domain';
import { BANNERS, MEMBER, MEMBER_TWO, PROJECTS, QUESTIONNAIRE, QUESTIONS, RESOURCES, makeWorld, renderAt } from './adminWorld';

const PNG = new Blob([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], { type: 'image/png' });

async function codeOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'resolved';
  } catch (error) {
    return errorCodeOf(error);
  }
}

describe('the admin area is closed to members who are not admins (spec 6)', () => {
  it('sends a member from /admin and every admin page to Home', async () => {
    for (const path of ['/admin', '/admin/users', '/admin/banners', '/admin/questionnaire-editor']) {
      const world = await makeWorld({ as: MEMBER, banners: [] });
      const view = renderAt(world, path);
      await waitFor(() => expect(view.path()).toBe('/home'), { timeout: 3000 });
      expect(screen.queryByRole('navigation', { name: '管理後台選單' })).toBeNull();
      view.unmount();
    }
  });

  it('refuses every admin use case called directly by a member (permission-denied), and changes nothing', async () => {
    const world = await makeWorld({ as: MEMBER });
    const admin = world.useCases.admin;
    const calls: Record<string, () => Promise<unknown>> = {
      dashboard: () => admin.dashboard(),
      searchUsers: () => admin.searchUsers('', null),
      setAdmin: () => admin.setAdmin(MEMBER.uid, true),
      setAdminOther: () => admin.setAdmin(MEMBER_TWO.uid, true),
      searchProjects: () => admin.searchProjects('', null),
      deleteProject: () => admin.deleteProject(PROJECTS[1]!.id),
      uploadBannerImage: () => admin.uploadBannerImage({ name: 'x.png', type: 'image/png', size: PNG.size, data: PNG }),
      createBanner: () => admin.saveBanner({ id: newClientId(), isNew: true }, { title: '假橫幅', linkUrl: 'https://example.com', imageUrl: '/x.png', order: 1 }),
      updateBanner: () => admin.saveBanner({ id: BANNERS[0]!.id, isNew: false }, { ...BANNERS[0]!, title: '被改了' }),
      deleteBanner: () => admin.deleteBanner(BANNERS[0]!.id),
      createResource: () =>
        admin.saveResource({ id: newClientId(), isNew: true }, { title: '假資源', description: '說明', imageUrl: '/x.png', officialUrl: 'https://example.com', category: '補助', district: '全國' }),
      updateResource: () => admin.saveResource({ id: RESOURCES[0]!.id, isNew: false }, { ...RESOURCES[0]!, title: '被改了' }),
      deleteResource: () => admin.deleteResource(RESOURCES[0]!.id),
      addQuestion: () =>
        admin.saveQuestion({ id: newClientId(), isNew: true }, { questionnaireId: QUESTIONNAIRE.id, part: 1, text: '假題目', options: [{ text: '是' }, { text: '否' }] }),
      updateQuestion: () =>
        admin.saveQuestion({ id: QUESTIONS[0]!.id, isNew: false }, { questionnaireId: QUESTIONNAIRE.id, part: 1, text: '被改了', options: [{ text: '是' }, { text: '否' }] }),
      deleteQuestion: () => admin.deleteQuestion(QUESTIONS[0]!.id),
    };
    const codes: Record<string, string> = {};
    for (const [name, call] of Object.entries(calls)) codes[name] = await codeOf(call);
    expect(codes).toEqual(Object.fromEntries(Object.keys(calls).map((name) => [name, 'permission-denied'])));

    // Nothing changed: read back as a member (anyone may read these).
    expect((await world.useCases.profiles.getUser(MEMBER.uid))?.isAdmin).toBe(false);
    expect((await world.useCases.profiles.getUser(MEMBER_TWO.uid))?.isAdmin).toBe(false);
    expect(await world.useCases.projects.getProject(PROJECTS[1]!.id)).not.toBeNull();
    expect(await world.useCases.content.listBanners()).toEqual([...BANNERS].sort((a, b) => a.order - b.order));
    expect(await world.useCases.content.allResources()).toEqual(RESOURCES);
    const loaded = await world.useCases.questionnaire.loadActive();
    expect(loaded?.questions.map((q) => q.text).sort()).toEqual(QUESTIONS.map((q) => q.text).sort());
  });
});
