/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '../../../core/constants';
import { DomainError } from '../../../core/domain';
import { ME, exploreWorld, memberSeed, seedMember } from './exploreSeed';
import type { ExploreWorld } from './exploreSeed';
import { renderExplore } from './exploreRender';
import type { RenderedExplore } from './exploreRender';

const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);
const END = '已顯示所有符合條件的夥伴';

function select(label: string): HTMLSelectElement {
  return screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
}

function cardNames(): string[] {
  return screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent ?? '');
}

async function settled() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), SLOW);
}

describe('ExplorePartnersPage (spec 2 Explore partners, 4 Lists, 8)', () => {
  const { seed, others } = memberSeed(30);
  let world: ExploreWorld;
  let view: RenderedExplore | null = null;

  beforeEach(async () => {
    world = await exploreWorld(seed);
  });

  afterEach(() => {
    view?.unmount();
    view = null;
    world.dispose();
  });

  it('lists members 12 a page without the own account, and 載入更多 until the end text replaces it', async () => {
    view = await renderExplore(world.useCases, '/explore-partners');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    expect(cardNames()).not.toContain('我自己');
    expect(screen.queryByText(END)).toBeNull();
    const user = userEvent.setup();
    for (let i = 0; i < 5 && screen.queryByRole('button', { name: '載入更多' }); i += 1) {
      await user.click(screen.getByRole('button', { name: '載入更多' }));
      await settled();
    }
    expect(await screen.findByText(END)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    expect(cardNames().sort()).toEqual(others.map((u) => u.name).sort());
    expect(screen.getByText(`目前顯示 ${others.length} 位夥伴`)).toBeTruthy();
  });

  it('moves focus to the first new card after 載入更多', async () => {
    view = await renderExplore(world.useCases, '/explore-partners');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIMITS.EXPLORE_PARTNERS_PAGE * 2));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getAllByRole('article')[LIMITS.EXPLORE_PARTNERS_PAGE]),
    );
  });

  it('Back from a profile returns to the same list length and scroll position, without reloading it', async () => {
    const scrolls: number[] = [];
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolls.push(y);
    }) as typeof window.scrollTo);
    let pageHeight = 5000;
    const height = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
    const pages = jest.spyOn(world.useCases.profiles, 'explorePartners');
    view = await renderExplore(world.useCases, '/explore-partners');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '載入更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIMITS.EXPLORE_PARTNERS_PAGE * 2));
    const names = cardNames();
    Object.defineProperty(window, 'scrollY', { value: 1480, configurable: true });
    const card = screen.getAllByRole('article')[LIMITS.EXPLORE_PARTNERS_PAGE + 3]!;
    await user.click(within(card).getAllByRole('link').at(-1)!);
    await screen.findByRole('heading', { name: '個人檔案頁' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const reads = pages.mock.calls.length;
    // The cards come back over a few frames: the place waits until the page is long enough.
    pageHeight = 900;
    await user.click(screen.getByRole('button', { name: '上一頁' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LIMITS.EXPLORE_PARTNERS_PAGE * 2));
    expect(cardNames()).toEqual(names);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scrolls).not.toContain(1480);
    pageHeight = 5000;
    await waitFor(() => expect(scrolls.at(-1)).toBe(1480));
    expect(pages.mock.calls.length).toBe(reads);
    scrollTo.mockRestore();
    height.mockRestore();
  });

  it('district is disabled until a city is chosen; a new city resets it; results follow the filters', async () => {
    view = await renderExplore(world.useCases, '/explore-partners');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    const user = userEvent.setup();
    // Phones: the filters sit behind a toggle that says how many are set.
    const toggle = screen.getByRole('button', { name: /篩選條件/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(select('縣市'))).toBe(true);
    expect(select('鄉鎮市區').disabled).toBe(true);
    expect(select('鄉鎮市區').options[0]?.textContent).toBe('請先選擇縣市');

    await user.selectOptions(select('創業角色'), 'technical');
    await user.selectOptions(select('縣市'), '臺北市');
    expect(select('鄉鎮市區').disabled).toBe(false);
    await user.selectOptions(select('鄉鎮市區'), '大安區');
    expect(toggle.textContent).toContain('已選 3 項');
    expect(toggle.textContent).toContain('我是技術專家、臺北市、大安區');
    await waitFor(() => expect(view!.location()).toContain('district='), SLOW);
    await settled();
    const match = others.filter(
      (u) => u.role === 'technical' && u.address.city === '臺北市' && u.address.district === '大安區',
    );
    expect(match.length).toBeGreaterThan(0);
    await waitFor(() => expect(cardNames().sort()).toEqual(match.map((u) => u.name).sort()), SLOW);
    expect(screen.getByText(END)).toBeTruthy();
    expect(new URLSearchParams(view.location().split('?')[1]).get('city')).toBe('臺北市');
    // On a phone the results are below the open filters: the panel's last button says what they
    // hold, and closes the panel onto them.
    const show = screen.getByRole('button', { name: `查看 ${match.length} 位夥伴` });
    await user.click(show);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);

    await user.selectOptions(select('縣市'), '新北市');
    expect(select('鄉鎮市區').value).toBe('');
    expect(toggle.textContent).toContain('已選 2 項');
    expect(select('鄉鎮市區').disabled).toBe(false);
    await settled();
    const newTaipei = others.filter((u) => u.role === 'technical' && u.address.city === '新北市');
    await waitFor(() => expect(cardNames().sort()).toEqual(newTaipei.map((u) => u.name).sort()), SLOW);

    await user.click(screen.getByRole('button', { name: '清除所有篩選' }));
    expect(select('創業角色').value).toBe('');
    expect(select('縣市').value).toBe('');
    expect(select('鄉鎮市區').disabled).toBe(true);
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    await waitFor(() => expect(view!.location()).toBe('/explore-partners'));
  });

  it('restores filters from the address (deep link)', async () => {
    view = await renderExplore(world.useCases, `/explore-partners?role=operations&gender=female`);
    await settled();
    await screen.findByText(END, undefined, SLOW);
    expect(select('創業角色').value).toBe('operations');
    expect(select('性別').value).toBe('female');
    const match = others.filter((u) => u.role === 'operations' && u.gender === 'female');
    expect(cardNames().sort()).toEqual(match.map((u) => u.name).sort());
  });

  it('shows the empty text when nothing matches, with a way to clear', async () => {
    view = await renderExplore(world.useCases, '/explore-partners?gender=undisclosed');
    // Shown in the empty state and told by the status line.
    expect(await screen.findAllByText('找不到符合條件的夥伴', undefined, SLOW)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: '夥伴列表' })).getAllByRole('status')[0]!.textContent).toBe(
      '找不到符合條件的夥伴',
    );
    expect(screen.queryByText(END)).toBeNull();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: '清除所有篩選' }));
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    expect(screen.queryAllByText('找不到符合條件的夥伴')).toHaveLength(0);
  });

  it('explains a missing database index (failed-precondition)', async () => {
    const spy = jest
      .spyOn(world.useCases.profiles, 'explorePartners')
      .mockRejectedValue(new DomainError('failed-precondition'));
    view = await renderExplore(world.useCases, '/explore-partners');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert.textContent).toContain('這個篩選組合需要建立新的資料庫索引，請通知網站管理員建立後再試。');
    expect(screen.queryAllByText('找不到符合條件的夥伴')).toHaveLength(0);

    spy.mockRestore();
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重試' }));
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the unknown-error text for any other failure', async () => {
    jest.spyOn(world.useCases.profiles, 'explorePartners').mockRejectedValue(new Error('Firebase: internal'));
    view = await renderExplore(world.useCases, '/explore-partners');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert.textContent).toContain('讀取資料時發生未知錯誤，請稍後再試。');
    expect(alert.textContent).not.toContain('Firebase');
  });

  it('asks the use case for the signed-in member, whose card never shows', async () => {
    const spy = jest.spyOn(world.useCases.profiles, 'explorePartners');
    view = await renderExplore(world.useCases, '/explore-partners?role=idea_holder');
    await screen.findByText(END, undefined, SLOW);
    expect(spy.mock.calls[0]?.[2]).toBe(ME);
    expect(cardNames()).not.toContain('我自己');
  });
});

describe('ExplorePartnersPage: half-finished accounts after complete profiles', () => {
  let world: ExploreWorld;
  let view: RenderedExplore | null = null;
  // Accounts that never finished onboarding are the newest; complete profiles are older.
  const unfinished = Array.from({ length: 8 }, (_, i) =>
    seedMember(`u-x${i}`, `未完成${i}`, 9_500 - i, i % 2 ? { role: null } : { headline: ' ' }),
  );
  const complete = Array.from({ length: 14 }, (_, i) =>
    seedMember(`u-c${String(i).padStart(2, '0')}`, `完整${i}`, 9_000 - i, { headline: `第 ${i} 位的介紹` }),
  );

  beforeEach(async () => {
    const me = seedMember(ME, '我自己', 10_000, { role: 'idea_holder' });
    world = await exploreWorld({ users: [me, ...unfinished, ...complete] });
  });

  afterEach(() => {
    view?.unmount();
    view = null;
    world.dispose();
  });

  it('shows complete profiles first, newest first, then the unfinished ones, none twice across 載入更多', async () => {
    view = await renderExplore(world.useCases, '/explore-partners');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PARTNERS_PAGE} 位夥伴`, undefined, SLOW);
    expect(cardNames()).toEqual(complete.slice(0, 12).map((u) => u.profile.name));
    expect(screen.queryByText('角色未定')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '載入更多' }));
    await screen.findByText(END, undefined, SLOW);
    expect(cardNames()).toEqual([...complete, ...unfinished].map((u) => u.profile.name));
  });
});
