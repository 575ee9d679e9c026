import { styled } from 'styled-components';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { texts } from '../texts';
import { NavEntries, type NavItem } from './NavEntries';
import { phoneOnly } from './phoneVisibility';
import { Link } from '../components/Link';

const t = texts.header;

const MobilePanel = styled.div`
  ${phoneOnly}
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.lg}`};
`;

const MobileList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }

  a {
    width: 100%;
    min-height: 48px;
  }
`;

const MobileAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const MobileProfile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

export interface MobileMenuProps {
  id: string;
  items: NavItem[];
  onboarding: boolean;
  profilePath: string;
  /** The member's own project page (its applications), when they have one. */
  projectPath: string;
  name: string;
  avatarUrl: string | undefined;
  isAdmin: boolean;
  hasProject: boolean;
  /** Closes the menu (any navigation does). */
  onNavigate: () => void;
  onLogout: () => void;
}

/**
 * The header's menu below 768 px: navigation and account actions. Its own chunk, fetched once
 * the header is up (ui/layout/Header.tsx), since it opens only on a tap.
 */
export default function MobileMenu({
  id,
  items,
  onboarding,
  profilePath,
  projectPath,
  name,
  avatarUrl,
  isAdmin,
  hasProject,
  onNavigate,
  onLogout,
}: MobileMenuProps) {
  return (
    <MobilePanel id={id}>
      <nav aria-label={t.mobileMenuLabel}>
        <MobileList>
          <NavEntries items={items} disabled={onboarding} onNavigate={onNavigate} />
        </MobileList>
      </nav>
      <MobileAccount aria-label={t.accountActions} role="group">
        <MobileProfile to={profilePath} onClick={onNavigate}>
          <Avatar src={avatarUrl} name={name} size={40} decorative />
          <span>{t.myProfile}</span>
          {isAdmin ? <Badge $tone="accent">{t.adminBadge}</Badge> : null}
        </MobileProfile>
        {hasProject ? (
          <ButtonLink to={projectPath} variant="ghost" fullWidth disabled={onboarding} onClick={onNavigate}>
            {t.myProject}
          </ButtonLink>
        ) : (
          <ButtonLink to="/project/editor" variant="primary" fullWidth disabled={onboarding} onClick={onNavigate}>
            {t.publishProject}
          </ButtonLink>
        )}
        {/* The account's own pages, found here as on the profile. 我的資料 stays open during
            onboarding: a member may download or delete their data before finishing a profile. */}
        <ButtonLink to="/my-data" variant="ghost" fullWidth onClick={onNavigate}>
          {t.myData}
        </ButtonLink>
        <ButtonLink to="/blocks" variant="ghost" fullWidth disabled={onboarding} onClick={onNavigate}>
          {t.blockList}
        </ButtonLink>
        {isAdmin ? (
          <ButtonLink to="/admin" variant="secondary" fullWidth onClick={onNavigate}>
            {t.admin}
          </ButtonLink>
        ) : null}
        <Button variant="ghost" fullWidth onClick={onLogout}>
          {t.logout}
        </Button>
      </MobileAccount>
    </MobilePanel>
  );
}
