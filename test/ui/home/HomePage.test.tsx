/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../adapters/memory';
import { AppProviders } from '../../../ui/app/App';
import { AppRouter } from '../../../ui/app/AppRouter';
import { AppRoutes, preloadPagesAt } from '../../../ui/app/routes';
import { homeTexts } from '../../../ui/home/texts';
import { SessionStore } from '../../../ui/stores/SessionStore';
import { banner, installObserverStubs, makeWorld, renderAt, resource, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

installObserverStubs();

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

/** `u-me` plus `others` members; `meNewest` puts the own account first in createdAt order. */
function seedWith(others: number, extra: Partial<SeedData> = {}, meNewest = true): SeedData {
  const users = [seedMember('u-me', '我自己', meNewest ? 99_000 : 1, { role: 'idea_holder' })];
  for (let i = 0; i < others; i += 1) {
    users.push(
      seedMember(`u-${i}`, `夥伴${i}`, 50_000 - i, {
        headline: `夥伴${i}的一句話`,
        skills: ['React', 'Go', 'SQL', 'Rust'],
        address: { city: '臺中市', district: '西屯區' },
      }),
    );
  }
  return { users, ...extra };
}

async function openHome(seed: SeedData) {
  world = await makeWorld(seed, 'u-me');
  const view = await renderAt(world.useCases, '/home');
  await screen.findByRole('heading', { level: 1, name: '找到和你互補的創業夥伴' });
  return view;
}

function membersSection() {
  return screen.getByRole('region', { name: '認識新夥伴' });
}

describe('HomePage (spec 2 Home, 9)', () => {
  it('hero: the 探索夥伴 button leads to Explore partners', async () => {
    await openHome(seedWith(1));
    const hero = screen.getByRole('region', { name: '找到和你互補的創業夥伴' });
    expect(within(hero).getByRole('link', { name: '探索夥伴' }).getAttribute('href')).toBe('/explore-partners');
  });

  it('featured members: 5 fetched, the own account dropped, 4 shown, each linking to the profile', async () => {
    await openHome(seedWith(6));
    const section = membersSection();
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(within(section).queryByText('我自己')).toBeNull();
    // 5 newest = u-me + 夥伴0..3: the own account leaves exactly 夥伴0..3.
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['夥伴0', '夥伴1', '夥伴2', '夥伴3']);
    const link = within(cards[0]!).getByRole('link', { name: '查看夥伴0的個人檔案' });
    expect(link.getAttribute('href')).toBe('/profile/u-0');
    // Three skills, then "...".
    expect(within(cards[0]!).getByText('SQL')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Rust')).toBeNull();
    expect(within(cards[0]!).getByText('...')).toBeTruthy();
  });

  it('featured members: at most 4 shown when the own account is not among the newest', async () => {
    await openHome(seedWith(6, {}, false));
    const cards = await within(membersSection()).findAllByRole('article');
    expect(cards).toHaveLength(4);
  });

  it('featured members: only members with a role and a headline, even when newer accounts never finished onboarding', async () => {
    const unfinished = [
      seedMember('u-new1', '剛註冊', 90_000, { role: null }),
      seedMember('u-new2', '只選了角色', 89_000, { role: 'operations' }),
      seedMember('u-new3', '空白一句話', 88_000, { role: 'technical', headline: '   ' }),
    ];
    const seed = seedWith(5);
    await openHome({ ...seed, users: [...seed.users, ...unfinished] });
    const section = membersSection();
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['夥伴0', '夥伴1', '夥伴2', '夥伴3']);
    expect(within(section).queryByText('角色未定')).toBeNull();
    expect(within(section).queryByText('剛註冊')).toBeNull();
  });

  it('featured members: loading text while the list is empty, then the cards', async () => {
    world = await makeWorld(seedWith(2), 'u-me');
    const real = world.useCases.profiles.featuredMembers.bind(world.useCases.profiles);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(world.useCases.profiles, 'featuredMembers').mockImplementation(async (uid) => {
      await gate;
      return real(uid);
    });
    await renderAt(world.useCases, '/home');
    const section = await screen.findByRole('region', { name: '認識新夥伴' });
    expect(within(section).getByText('正在載入會員…')).toBeTruthy();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    release();
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).queryByText('正在載入會員…')).toBeNull();
  });

  it('no other member: an empty note instead of endless loading', async () => {
    await openHome(seedWith(0));
    expect(await within(membersSection()).findByText('目前還沒有其他會員，歡迎先完成你的個人檔案。')).toBeTruthy();
  });

  it.each([
    ['the carousel', [banner(1), banner(2)]],
    ['nothing', []],
  ])('keeps the carousel\'s room while the banners load, then shows %s in it', async (_, banners) => {
    world = await makeWorld(seedWith(1, { banners }), 'u-me');
    const real = world.useCases.content.listBanners.bind(world.useCases.content);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    jest.spyOn(world.useCases.content, 'listBanners').mockImplementation(async () => {
      await gate;
      return real();
    });
    const { container } = await renderAt(world.useCases, '/home');
    await screen.findByRole('heading', { level: 1, name: '找到和你互補的創業夥伴' });
    const room = () => container.querySelector('[data-placeholder="banners"]');
    expect(room()?.getAttribute('aria-hidden')).toBe('true');
    release();
    await waitFor(() => expect(room()).toBeNull());
    expect(screen.queryAllByRole('region', { name: '精選活動' })).toHaveLength(banners.length ? 1 : 0);
  });

  it('the banner carousel is not shown when there are no banners', async () => {
    await openHome(seedWith(1));
    // Wait for the members (the banners load alongside) before checking the absence.
    await within(membersSection()).findAllByRole('article');
    expect(screen.queryByRole('region', { name: '精選活動' })).toBeNull();
  });

  it('the banner carousel shows the banners in order, each opening in a new tab', async () => {
    await openHome(
      seedWith(1, { banners: [banner(2), banner(1), banner(3, { linkUrl: 'javascript:alert(1)', title: '壞連結' })] }),
    );
    const carousel = await screen.findByRole('region', { name: '精選活動' });
    const slides = within(carousel).getAllByRole('group', { name: /^第 \d 張，共 3 張$/ });
    expect(slides).toHaveLength(3);
    const first = within(slides[0]!).getByRole('link');
    expect(first.getAttribute('href')).toBe('https://example.com/banner-1');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(slides[0]!).getByRole('img', { hidden: true }).getAttribute('alt')).toBe('橫幅1');
    // A javascript: link is never a link.
    expect(within(slides[2]!).queryByRole('link', { hidden: true })).toBeNull();
    expect(carousel.innerHTML).not.toContain('javascript:');
  });

  it('resources: the 實戰加速 section shows at most 3 and links to /resources', async () => {
    await openHome(seedWith(1, { resources: [1, 2, 3, 4, 5].map((n) => resource(n)) }));
    const section = await screen.findByRole('region', { name: '實戰加速' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    // Newest first.
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['資源5', '資源4', '資源3']);
    expect(
      within(section)
        .getByRole('link', { name: /查看所有創業資源/ })
        .getAttribute('href'),
    ).toBe('/resources');
  });

  it('resources: the section is not shown when there are none', async () => {
    await openHome(seedWith(1));
    await within(membersSection()).findAllByRole('article');
    expect(screen.queryByRole('region', { name: '實戰加速' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '實戰加速' })).toBeNull();
  });

  it('the three-step introduction and the footer are there', async () => {
    await openHome(seedWith(1));
    const steps = screen.getByRole('region', { name: '三步驟開始你的創業旅程' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent),
    ).toEqual(['建立個人檔案', '探索夥伴與專案', '開始合作']);
    // The footer shows once the page is idle (ui/layout/AppLayout.tsx).
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });
});

/**
 * A section's markup without what two renders of it may differ in: useId's ids, and the greeting,
 * which names the member once the session is read (`name`).
 */
function markupOf(section: HTMLElement, name: string | null = null): string {
  return section.outerHTML
    .replace(/(id|aria-labelledby)="[^"]*"/g, '$1=""')
    .replace(homeTexts.heroGreeting(name), homeTexts.heroGreeting(null));
}

describe('Home while the session is checked (its Skeleton, also prerendered)', () => {
  let session: SessionStore | null = null;
  afterEach(() => {
    session?.dispose();
    session = null;
  });

  it('shows the hero, the banners\' room and the three steps as the page then shows them, greeting without a name', async () => {
    world = await makeWorld(seedWith(1), 'u-me');
    // As the app first renders (src/startApp.tsx): the route's page loaded, the session not read yet.
    await preloadPagesAt('/home');
    const started = (session = new SessionStore(world.useCases, () => {}));
    const { container } = render(
      <AppProviders useCases={world.useCases} backendName="memory" session={started}>
        <AppRouter kind="memory" initialEntries={['/home']}>
          <AppRoutes />
        </AppRouter>
      </AppProviders>,
    );

    const hero = screen.getByRole('region', { name: homeTexts.heroTitle });
    expect(within(hero).getByRole('heading', { level: 1, name: homeTexts.heroTitle })).toBeTruthy();
    expect(within(hero).getByText(homeTexts.heroGreeting(null))).toBeTruthy();
    expect(within(hero).getByRole('link', { name: '探索夥伴' }).getAttribute('href')).toBe('/explore-partners');
    expect(within(hero).getByRole('link', { name: '探索專案' }).getAttribute('href')).toBe('/explore-projects');
    expect(container.querySelector('[data-placeholder="banners"]')).not.toBeNull();
    const steps = screen.getByRole('region', { name: homeTexts.stepsTitle });
    expect(within(steps).getByRole('heading', { level: 2, name: homeTexts.stepsTitle })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').getAttribute('data-loading')).toBe('true');
    // Nothing the page reads is there yet.
    expect(screen.queryByRole('region', { name: homeTexts.membersTitle })).toBeNull();
    const skeleton = { hero: markupOf(hero), steps: markupOf(steps) };

    act(() => started.start());
    await screen.findByRole('region', { name: homeTexts.membersTitle });
    const page = {
      hero: markupOf(screen.getByRole('region', { name: homeTexts.heroTitle }), '我自己'),
      steps: markupOf(screen.getByRole('region', { name: homeTexts.stepsTitle })),
    };
    expect(screen.getByText(homeTexts.heroGreeting('我自己'))).toBeTruthy();
    expect(page).toEqual(skeleton);
  });
});
