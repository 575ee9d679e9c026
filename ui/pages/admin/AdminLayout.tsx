import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { styled } from 'styled-components';
import { LoadingState } from '../../components/LoadingState';
import { texts } from '../../texts';

const t = texts.pages.admin;

/** The admin sidebar (spec 2 Admin), in the spec's order. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', label: t.dashboard },
  { path: 'users', label: t.users },
  { path: 'projects', label: t.projects },
  { path: 'resources', label: t.resources },
  { path: 'banners', label: t.banners },
  { path: 'questionnaire-editor', label: t.questionnaire },
] as const;

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 1440px;
  margin: 0 auto;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  }
`;

const Sidebar = styled.nav`
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    width: 220px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
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
  overflow-x: auto;

  ${({ theme }) => theme.media.tablet} {
    flex-direction: column;
    padding: 0;
    overflow: visible;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
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

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

/** The admin area's frame: the sidebar and the section in the Outlet (one lazy chunk). */
export default function AdminLayout() {
  return (
    <Shell>
      <Sidebar aria-label={t.sidebarLabel}>
        <SidebarTitle aria-hidden="true">{t.title}</SidebarTitle>
        <List>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <Item to={`/admin/${section.path}`}>{section.label}</Item>
            </li>
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
