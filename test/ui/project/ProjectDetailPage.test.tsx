/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, type AppNotification } from '../../../core/domain';
import { ProjectDetailStore } from '../../../ui/project/ProjectDetailStore';
import { ADMIN, APPLICANT, OWNER, PROJECT, SECOND, application, makeWorld, renderAt } from './projectWorld';

const T0 = Date.UTC(2026, 9, 1, 4, 0);

async function projectHeading(name = PROJECT.projectName) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

function actionBox() {
  return screen.getByRole('region', { name: /加入這個專案|這是你的專案|你已申請此專案/ });
}

function applicationsPanel() {
  return screen.getByRole('region', { name: '申請名單' });
}

function rowOf(name: string): HTMLElement {
  const link = within(applicationsPanel()).getByRole('link', { name });
  const row = link.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('Project detail: what every member sees (spec 2 Project detail)', () => {
  it('shows the header, the description with its line breaks, the team needs and the owner card', async () => {
    const world = await makeWorld({ as: APPLICANT });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const main = screen.getByRole('main');
    expect(within(main).getByText(PROJECT.headline)).toBeTruthy();
    expect(within(main).getByText('原型開發')).toBeTruthy();
    expect(within(main).getByText('發布於 2026/9/23')).toBeTruthy();
    const description = within(main).getByText(/第一段/);
    expect(description.textContent).toBe(PROJECT.description);
    expect(getComputedStyle(description).whiteSpace).toBe('pre-wrap');

    const partners = within(main).getByRole('list', { name: '徵求夥伴' });
    expect(
      within(partners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['技術專家', '營運/行銷專家']);
    const skills = within(main).getByRole('list', { name: '需要的技能' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PROJECT.skillsRequired);

    const owner = screen.getByRole('region', { name: '專案發起人' });
    expect(within(owner).getByText(OWNER.name)).toBeTruthy();
    expect(within(owner).getByText('我有創業點子')).toBeTruthy();
    expect(within(owner).getByRole('link', { name: '傳送訊息' }).getAttribute('href')).toBe(`/chat/${OWNER.uid}`);
    expect(within(owner).getByRole('link', { name: '查看個人檔案' }).getAttribute('href')).toBe(
      `/profile/${OWNER.uid}`,
    );
    // The avatar falls back to the initial.
    expect(owner.textContent).toContain('林');
    expect(document.title).toContain(PROJECT.projectName);
  });

  it('a non-owner does not see the applications list, even with applications in it', async () => {
    const world = await makeWorld({ as: SECOND, applications: [application(APPLICANT, 'pending', T0)] });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(screen.queryByRole('region', { name: '申請名單' })).toBeNull();
    expect(screen.queryByText(APPLICANT.name)).toBeNull();
    expect(screen.queryByRole('button', { name: /接受/ })).toBeNull();
  });

  it('shows partners wanted and skills fallbacks for a project that wants nobody', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      projects: [{ ...PROJECT, partnersWanted: [], skillsRequired: [] }],
    });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(screen.getByText('目前暫不徵求夥伴')).toBeTruthy();
    expect(screen.getByText('尚未列出需要的技能')).toBeTruthy();
  });

  it('shows the missing-project message with a link to Explore projects', async () => {
    const world = await makeWorld({ as: APPLICANT });
    renderAt(world, '/project/u-nobody');
    expect(await screen.findByText('專案不存在或已被刪除。', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '前往探索專案' }).getAttribute('href')).toBe('/explore-projects');
    expect(screen.queryByRole('button', { name: '我想加入' })).toBeNull();
  });

  it('shows hostile project text as text: no element, no script runs', async () => {
    const hostile = {
      ...PROJECT,
      projectName: '<img src=x onerror="window.__pwned=1">',
      headline: '<b>粗體</b>',
      description: '<script>window.__pwned=1</script>\n<a href="javascript:alert(1)">點我</a>',
      skillsRequired: ['<i>技能</i>'],
      ownerName: '<svg onload=alert(1)>',
    };
    const world = await makeWorld({ as: APPLICANT, projects: [hostile] });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading(hostile.projectName);
    const main = screen.getByRole('main');
    expect(within(main).getByText('<b>粗體</b>')).toBeTruthy();
    expect(within(main).getByText(/<script>window.__pwned=1<\/script>/).textContent).toBe(hostile.description);
    expect(within(main).getByText('<i>技能</i>')).toBeTruthy();
    expect(main.querySelector('img[src="x"], script, b, i, svg[onload], a[href^="javascript"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('Project detail: the action box (spec 2, 8 Apply)', () => {
  it('我想加入 sends the application: 申請已送出！ and the 你已申請此專案 note with its status', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(within(actionBox()).getByRole('heading', { name: '加入這個專案' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    expect(await screen.findByText('申請已送出！')).toBeTruthy();
    const box = actionBox();
    expect(within(box).getByRole('heading', { name: '你已申請此專案' })).toBeTruthy();
    expect(within(box).getByText('申請狀態：審核中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '我想加入' })).toBeNull();
    const mine = await world.useCases.projects.getMyApplication(PROJECT.id);
    expect(mine?.status).toBe('pending');
  });

  it('an application made meanwhile in another tab shows here live: the applied note, no 我想加入', async () => {
    const world = await makeWorld({ as: APPLICANT });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(screen.getByRole('button', { name: '我想加入' })).toBeTruthy();
    const otherTab = await world.clientFor(APPLICANT);
    await otherTab.projects.apply(PROJECT.id);
    await world.settle();
    await waitFor(() => expect(within(actionBox()).getByRole('heading', { name: '你已申請此專案' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: '我想加入' })).toBeNull();
    expect(screen.queryByText('申請已送出！')).toBeNull();
  });

  it('a second application refused by the backend shows 你已經申請過這個專案了。 and the applied note', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    jest.spyOn(world.useCases.projects, 'apply').mockRejectedValue(new DomainError('already-exists'));
    jest.spyOn(world.useCases.projects, 'getMyApplication').mockResolvedValue({
      projectId: PROJECT.id,
      applicantId: APPLICANT.uid,
      applicantName: APPLICANT.name,
      applicantAvatar: '',
      status: 'pending',
      createdAt: T0,
    });
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    expect(await screen.findByText('你已經申請過這個專案了。')).toBeTruthy();
    expect(within(actionBox()).getByRole('heading', { name: '你已申請此專案' })).toBeTruthy();
    expect(screen.queryByText('申請已送出！')).toBeNull();
  });

  it('follows the owner’s decision live: 審核中 becomes 已接受 without a reload', async () => {
    const world = await makeWorld({ as: APPLICANT, applications: [application(APPLICANT, 'pending', T0)] });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(within(actionBox()).getByText('申請狀態：審核中')).toBeTruthy();
    const owner = await world.clientFor(OWNER);
    await owner.projects.decide(PROJECT.id, APPLICANT.uid, 'accepted');
    await world.settle();
    await waitFor(() => expect(within(actionBox()).getByText('申請狀態：已接受')).toBeTruthy());
    expect(within(actionBox()).queryByText('申請狀態：審核中')).toBeNull();
  });

  it('a decision arriving after 我想加入 replaces 申請已送出！ with the decided status', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    expect(await screen.findByText('申請已送出！')).toBeTruthy();
    const owner = await world.clientFor(OWNER);
    await owner.projects.decide(PROJECT.id, APPLICANT.uid, 'rejected');
    await world.settle();
    await waitFor(() => expect(within(actionBox()).getByText('申請狀態：已婉拒')).toBeTruthy());
    expect(screen.queryByText('申請已送出！')).toBeNull();
  });

  it('shows the applied note with the decided status on arrival', async () => {
    const world = await makeWorld({ as: APPLICANT, applications: [application(APPLICANT, 'accepted', T0)] });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const box = actionBox();
    expect(within(box).getByRole('heading', { name: '你已申請此專案' })).toBeTruthy();
    expect(within(box).getByText('申請狀態：已接受')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('the owner sees 這是你的專案 with 編輯專案, no join button and no 傳送訊息', async () => {
    const world = await makeWorld({ as: OWNER });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const box = actionBox();
    expect(within(box).getByRole('heading', { name: '這是你的專案' })).toBeTruthy();
    expect(within(box).getByRole('link', { name: '編輯專案' }).getAttribute('href')).toBe(
      `/project/edit/${PROJECT.id}`,
    );
    expect(screen.queryByRole('button', { name: '我想加入' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: '專案發起人' })).queryByRole('link', { name: '傳送訊息' }),
    ).toBeNull();
  });

  it('an admin who is not the owner may join and gets an edit link, but no applications list', async () => {
    const world = await makeWorld({ as: ADMIN, applications: [application(APPLICANT, 'pending', T0)] });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const box = actionBox();
    expect(within(box).getByRole('button', { name: '我想加入' })).toBeTruthy();
    expect(within(box).getByRole('link', { name: '以管理員身分編輯' }).getAttribute('href')).toBe(
      `/project/edit/${PROJECT.id}`,
    );
    expect(screen.queryByRole('region', { name: '申請名單' })).toBeNull();
  });

  it('a failing application shows 申請失敗，請稍後再試。 and keeps the button', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      override: (b) => ({
        applications: { ...b.applications, apply: async () => Promise.reject(new DomainError('unavailable')) },
      }),
    });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('申請失敗，請稍後再試。');
    expect(screen.getByRole('button', { name: '我想加入' })).toBeTruthy();
    expect(screen.queryByText('你已申請此專案')).toBeNull();
  });

  it('an application whose answer was lost, but which was stored, says it was sent, not 申請失敗', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      override: (b) => ({
        applications: {
          ...b.applications,
          apply: async (projectId, clientId) => {
            await b.applications.apply(projectId, clientId);
            throw new DomainError('unavailable');
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    expect(await screen.findByText('你已申請此專案')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('申請失敗，請稍後再試。')).toBeNull());
  });

  it('an application refused for good (a block either way) says so, without 請稍後再試', async () => {
    const world = await makeWorld({
      as: APPLICANT,
      override: (b) => ({
        applications: { ...b.applications, apply: async () => Promise.reject(new DomainError('permission-denied')) },
      }),
    });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await user.click(screen.getByRole('button', { name: '我想加入' }));
    expect((await screen.findByRole('alert')).textContent).toContain('無法申請加入這個專案。');
  });

  it('a member who blocked the owner is told so, with the way to undo it, and offered neither 我想加入 nor 傳送訊息', async () => {
    const world = await makeWorld({ as: APPLICANT });
    await world.useCases.blocks.block(OWNER.uid);
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const box = await screen.findByRole('region', { name: '你已封鎖這位會員' });
    expect(within(box).getByText('解除封鎖後，才能申請加入這個專案或傳送訊息給對方。')).toBeTruthy();
    expect(within(box).getByRole('link', { name: '前往封鎖名單' }).getAttribute('href')).toBe('/blocks');
    expect(screen.queryByRole('button', { name: '我想加入' })).toBeNull();
    const owner = screen.getByRole('region', { name: '專案發起人' });
    expect(within(owner).queryByRole('link', { name: '傳送訊息' })).toBeNull();
    expect(within(owner).getByRole('link', { name: '查看個人檔案' })).toBeTruthy();
  });

  it('applying while signed out asks to log in first (請先登入！)', async () => {
    const world = await makeWorld({ as: APPLICANT });
    const store = new ProjectDetailStore(world.useCases, PROJECT.id, { uid: null, isAdmin: false });
    await store.start();
    await store.apply();
    expect(store.applyNotice).toEqual({ tone: 'error', text: '請先登入！' });
    store.dispose();
  });
});

describe('Project detail: the owner’s applications (spec 2, 4 Application)', () => {
  const seeded = () => [
    application(APPLICANT, 'pending', T0 + 2),
    application(SECOND, 'pending', T0 + 1),
    application(ADMIN, 'accepted', T0),
  ];

  it('lists applicants with the pending count, profile links, dates, buttons for pending and tags for decided ones', async () => {
    const world = await makeWorld({ as: OWNER, applications: seeded() });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const panel = await waitFor(() => applicationsPanel());
    expect(await within(panel).findByText('2 位待審核')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rowOf(APPLICANT.name)).getByRole('link', { name: APPLICANT.name }).getAttribute('href')).toBe(
      `/profile/${APPLICANT.uid}`,
    );
    expect(within(rowOf(APPLICANT.name)).getByText('申請於 2026/10/1')).toBeTruthy();
    // Who is asking: each applicant's role and headline, from their profile.
    expect(await within(rowOf(APPLICANT.name)).findByText('我是技術專家')).toBeTruthy();
    expect(within(rowOf(APPLICANT.name)).getByText('後端工程師，熟悉金流串接')).toBeTruthy();
    expect(within(rowOf(SECOND.name)).getByText('我是營運/行銷專家')).toBeTruthy();
    expect(within(rowOf(APPLICANT.name)).getByRole('button', { name: `接受${APPLICANT.name}的申請` })).toBeTruthy();
    expect(within(rowOf(APPLICANT.name)).getByRole('button', { name: `婉拒${APPLICANT.name}的申請` })).toBeTruthy();
    expect(within(rowOf(ADMIN.name)).getByText('已接受')).toBeTruthy();
    // The owner messages an applicant from the row: before deciding, or on the next step.
    for (const who of [APPLICANT, ADMIN])
      expect(
        within(rowOf(who.name))
          .getByRole('link', { name: `傳送訊息給${who.name}` })
          .getAttribute('href'),
      ).toBe(`/chat/${who.uid}`);
    expect(within(rowOf(ADMIN.name)).queryByRole('button')).toBeNull();
  });

  it('accepting asks first, then the status tag 已接受 replaces the buttons and the count drops', async () => {
    const world = await makeWorld({ as: OWNER, applications: seeded() });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await screen.findByText('2 位待審核');

    // Cancelling changes nothing.
    await user.click(within(rowOf(APPLICANT.name)).getByRole('button', { name: /^接受/ }));
    let dialog = await screen.findByRole('alertdialog', { name: '確定要接受這份申請嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(within(rowOf(APPLICANT.name)).getByRole('button', { name: /^接受/ })).toBeTruthy();
    const applicant = await world.clientFor(APPLICANT);
    expect((await applicant.projects.getMyApplication(PROJECT.id))?.status).toBe('pending');

    await user.click(within(rowOf(APPLICANT.name)).getByRole('button', { name: /^接受/ }));
    dialog = await screen.findByRole('alertdialog', { name: '確定要接受這份申請嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '接受' }));
    await waitFor(() => expect(within(rowOf(APPLICANT.name)).getByText('已接受')).toBeTruthy());
    expect(within(rowOf(APPLICANT.name)).queryByRole('button')).toBeNull();
    expect(screen.getByText(`已接受${APPLICANT.name}的申請。`)).toBeTruthy();
    expect(screen.getByText('1 位待審核')).toBeTruthy();
    expect((await applicant.projects.getMyApplication(PROJECT.id))?.status).toBe('accepted');
  });

  it('declining shows 已婉拒', async () => {
    const world = await makeWorld({ as: OWNER, applications: seeded() });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await screen.findByText('2 位待審核');
    await user.click(within(rowOf(SECOND.name)).getByRole('button', { name: /^婉拒/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '確定要婉拒這份申請嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '婉拒' }));
    await waitFor(() => expect(within(rowOf(SECOND.name)).getByText('已婉拒')).toBeTruthy());
    expect(screen.getByText('1 位待審核')).toBeTruthy();
  });

  it('deciding reads the application’s notification: the bell no longer asks the owner about it', async () => {
    const world = await makeWorld({ as: OWNER });
    const applicant = await world.clientFor(APPLICANT);
    await applicant.projects.apply(PROJECT.id);
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    const unread = async () => {
      const latest = await new Promise<AppNotification[]>((resolve) => {
        const stop = world.useCases.notifications.watchLatest((items) => {
          queueMicrotask(() => stop());
          resolve(items);
        });
      });
      return latest.filter((n) => !n.isRead).map((n) => n.type);
    };
    expect(await unread()).toEqual(['application']);
    await user.click(await within(rowOf(APPLICANT.name)).findByRole('button', { name: /^婉拒/ }));
    const dialog = await screen.findByRole('alertdialog', { name: '確定要婉拒這份申請嗎？' });
    await user.click(within(dialog).getByRole('button', { name: '婉拒' }));
    await waitFor(() => expect(within(rowOf(APPLICANT.name)).getByText('已婉拒')).toBeTruthy());
    await waitFor(async () => expect(await unread()).toEqual([]));
  });

  it('a failing decision shows a message and keeps the buttons', async () => {
    const world = await makeWorld({
      as: OWNER,
      applications: seeded(),
      override: (b) => ({
        applications: { ...b.applications, decide: async () => Promise.reject(new DomainError('unavailable')) },
      }),
    });
    const user = userEvent.setup();
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    await screen.findByText('2 位待審核');
    await user.click(within(rowOf(APPLICANT.name)).getByRole('button', { name: /^接受/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '接受' }));
    const alert = await within(applicationsPanel()).findByRole('alert');
    expect(alert.textContent).toContain('更新申請狀態失敗，請稍後再試。');
    expect(within(rowOf(APPLICANT.name)).getByRole('button', { name: /^接受/ })).toBeTruthy();
    expect(screen.getByText('2 位待審核')).toBeTruthy();
  });

  it('the list is live: a new application appears while the owner looks, and the listener stops on leaving', async () => {
    const world = await makeWorld({ as: OWNER });
    const before = world.backend.listenerCount();
    const view = renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(await screen.findByText('目前還沒有人申請加入。')).toBeTruthy();
    // Nothing to decide: no count.
    expect(screen.queryByText('0 位待審核')).toBeNull();
    const applicant = await world.clientFor(APPLICANT);
    await applicant.projects.apply(PROJECT.id);
    await world.settle();
    expect(await screen.findByRole('link', { name: APPLICANT.name })).toBeTruthy();
    expect(screen.getByText('1 位待審核')).toBeTruthy();
    expect(world.backend.listenerCount()).toBeGreaterThan(before);
    view.unmount();
    expect(world.backend.listenerCount()).toBe(before);
  });
});

describe('Project detail: partners suggested to the owner (適合這個專案的夥伴)', () => {
  const skilled = {
    [APPLICANT.uid]: { headline: '行動 App 工程師', skills: ['React Native'] },
    [SECOND.uid]: { headline: '長照產業行銷', skills: ['長照服務流程', 'react native'] },
  };

  function suggestions() {
    return screen.findByRole('region', { name: '適合這個專案的夥伴' }, { timeout: 3000 });
  }

  it('lists members who have the project’s skills, the most of them first, each with its reasons', async () => {
    const world = await makeWorld({ as: OWNER, profiles: skilled });
    renderAt(world, `/project/${PROJECT.id}`);
    const region = await suggestions();
    const cards = await within(region).findAllByRole('article', {}, { timeout: 3000 });
    expect(
      cards.map(
        (c) =>
          c.getAttribute('aria-labelledby') && document.getElementById(c.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual([SECOND.name, APPLICANT.name]);
    const reasons = within(region).getAllByRole('list', { name: '推薦理由' });
    expect(reasons[0]?.textContent).toContain('你需要的 React Native、長照服務流程，全都具備');
    expect(reasons[1]?.textContent).toContain('具備你需要的 React Native');
  });

  it('leaves out who has applied, and drops a member from it as their application arrives', async () => {
    const world = await makeWorld({
      as: OWNER,
      profiles: skilled,
      applications: [application(APPLICANT, 'rejected', T0)],
    });
    renderAt(world, `/project/${PROJECT.id}`);
    const names = async () => {
      const region = await suggestions();
      const cards = await within(region).findAllByRole('article', {}, { timeout: 3000 });
      return cards.map((c) => document.getElementById(c.getAttribute('aria-labelledby')!)?.textContent);
    };
    expect(await names()).toEqual([SECOND.name]);
    const second = await world.clientFor(SECOND);
    await second.projects.apply(PROJECT.id);
    await world.settle();
    const region = await suggestions();
    await within(region).findByText('目前還沒有具備這些技能的夥伴，晚點再回來看看吧。', {}, { timeout: 3000 });
  });

  it('a project without skills asks the owner to add them, with a link to the editor', async () => {
    const world = await makeWorld({ as: OWNER, profiles: skilled, projects: [{ ...PROJECT, skillsRequired: [] }] });
    renderAt(world, `/project/${PROJECT.id}`);
    const region = await suggestions();
    await within(region).findByText('在專案加上需要的技能，就能看到具備這些技能的夥伴。', {}, { timeout: 3000 });
    expect(within(region).getByRole('link', { name: '編輯專案' }).getAttribute('href')).toBe(
      `/project/edit/${PROJECT.id}`,
    );
  });

  it('is only for the owner', async () => {
    const world = await makeWorld({ as: APPLICANT, profiles: skilled });
    renderAt(world, `/project/${PROJECT.id}`);
    await projectHeading();
    expect(screen.queryByRole('region', { name: '適合這個專案的夥伴' })).toBeNull();
  });
});
