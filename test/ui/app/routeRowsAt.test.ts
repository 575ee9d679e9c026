import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { routeRowsAt } from '../../../ui/app/routeRowsAt';
import { ROUTES } from '../../../ui/app/routeTable';

const ADDRESSES = [
  '/',
  '/home',
  '/profile/u-001',
  '/project/edit/p-1',
  '/admin/users',
  '/admin/anything',
  '/no-such-page',
];

describe('routeRowsAt', () => {
  it.each(ADDRESSES)('gives the rows React Router matches at %s, the outer first', (address) => {
    const expected = (matchRoutes(ROUTES as unknown as RouteObject[], address) ?? []).map((m) => m.route);
    expect(routeRowsAt(address)).toEqual(expected);
    expect(routeRowsAt(address).length).toBeGreaterThan(0);
  });

  it('matches an address once: the same rows come back without matching again', () => {
    expect(routeRowsAt('/profile/u-002')).toBe(routeRowsAt('/profile/u-002'));
  });

  it('starts over past 200 addresses and still answers', () => {
    const first = routeRowsAt('/profile/first');
    for (let i = 0; i < 200; i += 1) routeRowsAt(`/profile/m-${i}`);
    const again = routeRowsAt('/profile/first');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
