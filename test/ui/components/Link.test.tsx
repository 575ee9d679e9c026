/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from '../../../ui/components/Link';

function Where() {
  const { pathname, key } = useLocation();
  return <output data-key={key}>{pathname}</output>;
}

const at = (path: string, ui: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Link', () => {
  it("carries the page's address and moves in the router on a plain click", () => {
    at('/home', <Link to="/explore-partners">找夥伴</Link>);
    const link = screen.getByRole('link', { name: '找夥伴' });
    expect(link.getAttribute('href')).toBe('/explore-partners');
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('/explore-partners');
  });

  it('leaves a modified click and another target to the browser', () => {
    at(
      '/home',
      <>
        <Link to="/a">甲</Link>
        <Link to="/b" target="_blank">
          乙
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '甲' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: '乙' }));
    expect(screen.getByRole('status').textContent).toBe('/home');
  });

  it("runs the caller's onClick first, and a prevented click does not move", () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    at(
      '/home',
      <Link to="/a" onClick={onClick}>
        甲
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: '甲' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('/home');
  });
});

describe('NavLink', () => {
  it.each([
    ['/admin/users', '/admin/users', true],
    ['/admin/users/abc', '/admin/users', true],
    ['/admin/users-old', '/admin/users', false],
    ['/admin', '/admin/users', false],
    ['/home', '/', false],
    ['/', '/', true],
  ])('at %s, a link to %s is the current page: %s', (path, to, current) => {
    at(path, <NavLink to={to}>項目</NavLink>);
    expect(screen.getByRole('link', { name: '項目' }).getAttribute('aria-current')).toBe(current ? 'page' : null);
  });
});
