/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '../../../core/constants';
import { DomainError } from '../../../core/domain';
import { exploreWorld, projectSeed } from './exploreSeed';
import type { ExploreWorld } from './exploreSeed';
import { renderExplore } from './exploreRender';
import type { RenderedExplore } from './exploreRender';

const SLOW = { timeout: 5000 };
jest.setTimeout(30_000);
const END = '已顯示所有符合條件的專案';

function select(label: string): HTMLSelectElement {
  return screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
}

function cardNames(): string[] {
  return screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent ?? '');
}

describe('ExploreProjectsPage (spec 2 Explore projects, 4 Lists, 6, 8)', () => {
  const { seed, others } = projectSeed(12);
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

  it('lists projects 9 a page without the own project, then 載入更多 to the end', async () => {
    view = await renderExplore(world.useCases, '/explore-projects');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PROJECTS_PAGE} 個專案`, undefined, SLOW);
    expect(cardNames()).not.toContain('我的專案');
    await userEvent.setup().click(screen.getByRole('button', { name: '載入更多' }));
    expect(await screen.findByText(END, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '載入更多' })).toBeNull();
    expect(cardNames().sort()).toEqual(others.map((p) => p.projectName).sort());
    const first = screen.getAllByRole('article')[0]!;
    expect(
      within(first)
        .getByRole('link', { name: /查看詳情/ })
        .getAttribute('href'),
    ).toBe(`/project/${others[0]!.id}`);
  });

  it('filters by stage and partner type (技術專家 / 營運/行銷專家), and clears', async () => {
    view = await renderExplore(world.useCases, '/explore-projects');
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PROJECTS_PAGE} 個專案`, undefined, SLOW);
    const user = userEvent.setup();
    expect([...select('夥伴類型').options].map((o) => o.textContent)).toEqual(['全部', '技術專家', '營運/行銷專家']);
    expect([...select('專案階段').options].map((o) => o.textContent)).toEqual([
      '全部',
      '概念階段',
      '原型開發',
      '早期使用者',
    ]);

    await user.selectOptions(select('專案階段'), 'early_adopters');
    const early = others.filter((p) => p.stage === 'early_adopters');
    await waitFor(() => expect(cardNames().sort()).toEqual(early.map((p) => p.projectName).sort()), SLOW);
    await screen.findByText(END, undefined, SLOW);
    await waitFor(() => expect(view!.location()).toBe('/explore-projects?stage=early_adopters'));

    await user.selectOptions(select('夥伴類型'), 'operations');
    const both = early.filter((p) => p.partnersWanted.includes('operations'));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(early.length);
    await waitFor(() => expect(cardNames().sort()).toEqual(both.map((p) => p.projectName).sort()), SLOW);

    await user.click(screen.getByRole('button', { name: /篩選條件/ }));
    await user.click(screen.getByRole('button', { name: '清除所有篩選' }));
    await screen.findByText(`目前顯示 ${LIMITS.EXPLORE_PROJECTS_PAGE} 個專案`, undefined, SLOW);
    expect(select('夥伴類型').value).toBe('');
    expect(select('專案階段').value).toBe('');
  });

  it('shows an alert about a possible index need on failed-precondition', async () => {
    jest.spyOn(world.useCases.projects, 'exploreProjects').mockRejectedValue(new DomainError('failed-precondition'));
    view = await renderExplore(world.useCases, '/explore-projects?type=technical&stage=concept');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert.textContent).toContain('索引');
    expect(alert.textContent).toContain('網站管理員');
  });

  it('shows the generic text for other failures and the empty text when nothing matches', async () => {
    const spy = jest
      .spyOn(world.useCases.projects, 'exploreProjects')
      .mockRejectedValue(new DomainError('unavailable'));
    view = await renderExplore(world.useCases, '/explore-projects');
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert.textContent).toContain('讀取專案失敗，可能是網路不穩，或這個篩選組合需要建立新的資料庫索引。');
    spy.mockResolvedValue({ items: [], next: null });
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重試' }));
    // Shown in the empty state and told by the status line.
    expect(await screen.findAllByText('找不到符合條件的專案', undefined, SLOW)).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: '專案列表' })).getAllByRole('status')[0]!.textContent).toBe(
      '找不到符合條件的專案',
    );
    expect(screen.queryByText(END)).toBeNull();
  });
});
