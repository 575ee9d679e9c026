/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '../../../core/domain';
import { makeWorld, renderAt, resource, seedMember } from '../profile/profileWorld';
import type { World } from '../profile/profileWorld';

let world: World | null = null;
afterEach(() => {
  world?.dispose();
  world = null;
});

describe('ResourcesPage (spec 2 Resources: open to visitors)', () => {
  it('a signed-out visitor sees every resource card with image, title, category, district, description and 官方網站', async () => {
    world = await makeWorld({
      users: [seedMember('u-a', '甲', 1)],
      resources: [1, 2, 3, 4, 5].map((n) => resource(n, { district: n === 2 ? '臺北市' : '全國' })),
    });
    const view = await renderAt(world.useCases, '/resources');
    expect(await screen.findByRole('heading', { level: 1, name: '創業資源' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(view.path()).toBe('/resources');
    expect(cards).toHaveLength(5);
    const card = cards.find((c) => within(c).queryByRole('heading', { name: '資源2' }))!;
    const img = within(card).getByRole('img');
    expect(img.getAttribute('alt')).toBe('資源2的代表圖片');
    expect(img.getAttribute('width')).toBe('640');
    expect(img.getAttribute('height')).toBe('360');
    expect(within(card).getByText('補助')).toBeTruthy();
    expect(within(card).getByText('臺北市')).toBeTruthy();
    expect(within(card).getByText('第 2 項資源的說明')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /官方網站/ });
    expect(link.getAttribute('href')).toBe('https://example.com/resource-2');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('filters by category: one press shows that category’s cards, 全部 shows every card again', async () => {
    const categories = ['補助', '貸款', '社群', '補助', '社群'];
    world = await makeWorld({ users: [], resources: categories.map((category, i) => resource(i + 1, { category })) });
    await renderAt(world.useCases, '/resources');
    expect(await screen.findAllByRole('article')).toHaveLength(5);
    const filters = screen.getByRole('group', { name: '依分類篩選' });
    const buttons = within(filters).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['全部 5', '社群 2', '補助 2', '貸款 1']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);

    const user = userEvent.setup();
    await user.click(within(filters).getByRole('button', { name: /^貸款/ }));
    const shown = screen.getAllByRole('article');
    expect(shown).toHaveLength(1);
    expect(within(shown[0]!).getByRole('heading', { name: '資源2' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: /^貸款/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('貸款：1 項資源').getAttribute('role')).toBe('status');

    await user.click(within(filters).getByRole('button', { name: /^全部/ }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('a link to one category opens filtered', async () => {
    const categories = ['補助', '貸款', '社群'];
    world = await makeWorld({ users: [], resources: categories.map((category, i) => resource(i + 1, { category })) });
    await renderAt(world.useCases, '/resources?category=' + encodeURIComponent('社群'));
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^社群/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a link to a category that no resource has shows every card', async () => {
    const categories = ['補助', '貸款', '社群'];
    world = await makeWorld({ users: [], resources: categories.map((category, i) => resource(i + 1, { category })) });
    await renderAt(world.useCases, '/resources?category=' + encodeURIComponent('空間'));
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /^全部/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows no category filter when every resource is of one category', async () => {
    world = await makeWorld({ users: [], resources: [1, 2].map((n) => resource(n)) });
    await renderAt(world.useCases, '/resources');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: '依分類篩選' })).toBeNull();
  });

  it('the first card’s picture, the page’s largest paint, loads at once with a high priority; the rest lazily', async () => {
    world = await makeWorld({ users: [seedMember('u-a', '甲', 1)], resources: [1, 2, 3].map((n) => resource(n)) });
    await renderAt(world.useCases, '/resources');
    const images = (await screen.findAllByRole('article')).map((c) => within(c).getByRole('img'));
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('hostile content stays inert: HTML shows as text, a javascript: link is not a link', async () => {
    world = await makeWorld({
      users: [],
      resources: [
        resource(1, {
          title: '<img src=x onerror=alert(1)>',
          description: '<script>alert(1)</script>',
          officialUrl: 'javascript:alert(1)',
        }),
      ],
    });
    await renderAt(world.useCases, '/resources');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(card.querySelector('script')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.innerHTML).not.toContain('javascript:');
  });

  it('shows an empty text when there are no resources', async () => {
    world = await makeWorld({ users: [] });
    await renderAt(world.useCases, '/resources');
    expect(await screen.findByText('目前還沒有創業資源，請稍後再回來看看。')).toBeTruthy();
  });

  it('a load failure shows the message and 重試 loads again', async () => {
    world = await makeWorld({ users: [], resources: [resource(1)] });
    jest.spyOn(world.useCases.content, 'allResources').mockRejectedValueOnce(new DomainError('unavailable'));
    await renderAt(world.useCases, '/resources');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('無法載入創業資源，請稍後再試。');
    await userEvent.setup().click(within(alert).getByRole('button', { name: '重試' }));
    expect(await screen.findByRole('heading', { name: '資源1' })).toBeTruthy();
  });
});
