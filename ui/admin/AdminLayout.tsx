import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { LoadingState } from '../components/LoadingState';
import { texts } from '../texts';
import { adminNavTexts } from './texts/nav';
import { NavLink } from '../components/Link';

const t = adminNavTexts.nav;

/** The admin sidebar (spec 2 Admin), in the spec's order. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: t.dashboard },
  { path: 'users', label: t.users },
  { path: 'projects', label: t.projects },
  { path: 'reports', label: t.reports },
  { path: 'resources', label: t.resources },
  { path: 'banners', label: t.banners },
  { path: 'questionnaire-editor', label: t.questionnaire },
] as const;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  /* The header's width, so the sidebar lines up with the logo and the table with the header's end. */
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  }
`;

/* Phones: every section's tab in view (they wrap to a second row), above the page. */
const Sidebar = styled.nav`
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    position: static;
    width: 220px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const SidebarTitle = styled.p`
  display: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};

  ${({ theme }) => theme.media.tablet} {
    display: block;
  }
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  list-style: none;
  flex-wrap: wrap;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: column;
    flex-wrap: nowrap;
    padding: 0;
  }
`;

const ListItem = styled.li`
  flex: none;
`;

const Item = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  ${({ theme }) => theme.media.tablet} {
    &[aria-current='page']::before {
      content: '';
      position: absolute;
      inset-block: 10px;
      inset-inline-start: 0;
      width: 3px;
      border-radius: ${({ theme }) => theme.radii.pill};
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

/**
 * The admin area's frame (one lazy chunk): the sidebar — a column from tablet width up, a
 * sideways-scrolling tab bar on phones that keeps the current section in view — and the
 * section in the Outlet. The links carry aria-current="page" (NavLink).
 */
export default function AdminLayout() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, left) });
  }, [pathname]);

  return (
    <Shell>
      <Sidebar aria-label={t.label}>
        <SidebarTitle aria-hidden="true">{texts.header.admin}</SidebarTitle>
        <List ref={listRef}>
          {ADMIN_SECTIONS.map((section) => (
            <ListItem key={section.path}>
              <Item to={`/admin/${section.path}`}>{section.label}</Item>
            </ListItem>
          ))}
        </List>
      </Sidebar>
      <Content>
        <Suspense fallback={<LoadingState variant="page" />}>
          <Outlet />
        </Suspense>
      </Content>
    </Shell>
  );
}
