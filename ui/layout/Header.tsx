import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { styled, css } from 'styled-components';
import { assessmentLinkTarget } from '../../core/rules/questionnaireEligibility';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { useSession } from '../stores/SessionContext';
import { displayName, texts } from '../texts';
import { Logo } from './Logo';
import { InboxLink } from './InboxLink';
import { NotificationBellSlot } from './NotificationBellSlot';

const t = texts.header;

export interface NavItem {
  key: string;
  to: string;
  label: string;
}

/** The header's navigation (spec 2 Header), in order. */
export function navItems(profile: Parameters<typeof assessmentLinkTarget>[0]): NavItem[] {
  return [
    { key: 'home', to: '/home', label: t.home },
    { key: 'partners', to: '/explore-partners', label: t.explorePartners },
    { key: 'projects', to: '/explore-projects', label: t.exploreProjects },
    { key: 'assessment', to: assessmentLinkTarget(profile), label: t.assessment },
    { key: 'agreements', to: '/agreement-templates', label: t.agreementTemplates },
    { key: 'contact', to: '/contact-us', label: t.contactUs },
  ];
}

/* ---------- styles ---------- */

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** Hidden below 768 px (those items live in the mobile menu). */
const hideOnPhone = css`
  ${({ theme }) => theme.media.phoneOnly} {
    display: none !important;
  }
`;

/** Shown below 768 px only. */
const phoneOnly = css`
  ${({ theme }) => theme.media.tablet} {
    display: none !important;
  }
`;

const DesktopNav = styled.nav`
  ${hideOnPhone}
  order: 10;
  flex: 1 0 100%;
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    order: 0;
    flex: 0 1 auto;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

const navItemStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;
`;

const NavItemLink = styled(NavLink)`
  ${navItemStyles}

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const DisabledNavItem = styled.a`
  ${navItemStyles}
  color: ${({ theme }) => theme.colors.textMuted};
  opacity: 0.6;
`;

const Spacer = styled.div`
  flex: 1 1 auto;
`;

const Group = styled.div<{ $phone?: 'hide' | 'only' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ $phone }) => ($phone === 'hide' ? hideOnPhone : $phone === 'only' ? phoneOnly : '')}
`;

const ProfileLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
`;

const MenuButton = styled.button`
  ${phoneOnly}
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  svg {
    width: 24px;
    height: 24px;
  }
`;

const OnboardingNotice = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: center;
`;

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

/* ---------- pieces ---------- */

function NavEntries({ items, disabled, onNavigate }: { items: NavItem[]; disabled: boolean; onNavigate?: () => void }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          {disabled ? (
            <DisabledNavItem role="link" aria-disabled="true">
              {item.label}
            </DisabledNavItem>
          ) : (
            <NavItemLink to={item.to} onClick={onNavigate}>
              {item.label}
            </NavItemLink>
          )}
        </li>
      ))}
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {open ? (
        <>
          <path d="M6 6l12 12" />
          <path d="M18 6L6 18" />
        </>
      ) : (
        <>
          <path d="M4 7h16" />
          <path d="M4 12h16" />
          <path d="M4 17h16" />
        </>
      )}
    </svg>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The site header (spec 2 Header): logo, navigation, and the account actions of each state —
 * signed out, signed in, onboarding (navigation disabled, bell closed) and admin. Below 768 px
 * the navigation and account actions move into a menu panel that closes on navigation and Esc.
 */
export const Header = observer(function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the location it was opened at: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt !== null && menuOpenedAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenedAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const loading = !session.ready;
  const signedIn = session.signedIn && !loading;
  const onboarding = session.onboarding;
  const profile = session.profile;
  const items = navItems(profile);
  const name = displayName(profile?.name ?? session.session?.displayName);
  const profilePath = session.profilePath ?? '/';

  const closeMenu = () => setMenuOpenedAt(null);
  const logout = async () => {
    closeMenu();
    await session.logout();
    navigate('/', { replace: true });
  };

  return (
    <Bar>
      <Inner>
        <Logo />
        {signedIn ? (
          <DesktopNav aria-label={t.mainNav}>
            <NavList>
              <NavEntries items={items} disabled={onboarding} />
            </NavList>
          </DesktopNav>
        ) : null}
        <Spacer />
        {loading ? null : !signedIn ? (
          <Group>
            <ButtonLink to="/" variant="primary" size="sm" disabled={onboarding}>
              {t.loginRegister}
            </ButtonLink>
          </Group>
        ) : (
          <>
            <Group $phone="hide">
              {session.hasProject ? null : (
                <ButtonLink to="/project/editor" variant="primary" size="sm" disabled={onboarding}>
                  {t.publishProject}
                </ButtonLink>
              )}
              {session.isAdmin ? (
                <ButtonLink to="/admin" variant="secondary" size="sm">
                  {t.admin}
                </ButtonLink>
              ) : null}
            </Group>
            <InboxLink disabled={onboarding} />
            <NotificationBellSlot unread={session.unreadNotifications} disabled={onboarding} />
            <Group $phone="hide">
              <ProfileLink to={profilePath} aria-label={t.myProfile} title={name}>
                <Avatar src={profile?.avatarUrl} name={name} size={36} decorative />
              </ProfileLink>
              {session.isAdmin ? <Badge $tone="accent">{t.adminBadge}</Badge> : null}
              <Button variant="ghost" size="sm" onClick={logout}>
                {t.logout}
              </Button>
            </Group>
            <MenuButton
              ref={menuButtonRef}
              type="button"
              aria-label={t.menu}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            >
              <MenuIcon open={menuOpen} />
            </MenuButton>
          </>
        )}
      </Inner>
      {signedIn && onboarding ? <OnboardingNotice>{t.onboardingHint}</OnboardingNotice> : null}
      {signedIn && menuOpen ? (
        <MobilePanel id={MOBILE_MENU_ID}>
          <nav aria-label={t.mobileMenuLabel}>
            <MobileList>
              <NavEntries items={items} disabled={onboarding} onNavigate={closeMenu} />
            </MobileList>
          </nav>
          <MobileAccount aria-label={t.accountActions} role="group">
            <MobileProfile to={profilePath} onClick={closeMenu}>
              <Avatar src={profile?.avatarUrl} name={name} size={40} decorative />
              <span>{t.myProfile}</span>
              {session.isAdmin ? <Badge $tone="accent">{t.adminBadge}</Badge> : null}
            </MobileProfile>
            {session.hasProject ? null : (
              <ButtonLink to="/project/editor" variant="primary" fullWidth disabled={onboarding} onClick={closeMenu}>
                {t.publishProject}
              </ButtonLink>
            )}
            {session.isAdmin ? (
              <ButtonLink to="/admin" variant="secondary" fullWidth onClick={closeMenu}>
                {t.admin}
              </ButtonLink>
            ) : null}
            <Button variant="ghost" fullWidth onClick={logout}>
              {t.logout}
            </Button>
          </MobileAccount>
        </MobilePanel>
      ) : null}
    </Bar>
  );
});
