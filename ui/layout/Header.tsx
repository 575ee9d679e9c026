import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { assessmentLinkTarget } from '../../core/rules/questionnaireEligibility';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { lazyPart } from '../components/lazyPart';
import { PartBoundary } from '../components/PartBoundary';
import { useOnline } from '../hooks/useOnline';
import { useSession } from '../stores/SessionContext';
import { displayName, texts } from '../texts';
import { Logo } from './Logo';
import { InboxLink } from './InboxLink';
import { NavEntries, type NavItem } from './NavEntries';
import { NotificationBellSlot } from './NotificationBellSlot';
import { hideOnPhone, phoneOnly } from './phoneVisibility';
import { LineIcon } from '../components/LineIcon';
import { Link } from '../components/Link';

/** The phone menu opens only on a tap: its code is fetched once the page has loaded and is idle. */
const { Component: MobileMenu, prefetchWhenIdle: prefetchMobileMenu } = lazyPart(
  () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu'),
  (m) => m.default,
);

const t = texts.header;

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

const HeaderNotice = styled.p`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: center;
`;

/* ---------- pieces ---------- */

function MenuIcon({ open }: { open: boolean }) {
  return (
    <LineIcon>
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
    </LineIcon>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The site header (spec 2 Header): logo, navigation, and the account actions of each state —
 * signed out, signed in, onboarding (navigation disabled, bell closed) and admin. Below 768 px
 * the navigation and account actions move into a menu panel that closes on navigation, Esc and a
 * tap outside the header.
 */
export const Header = observer(function Header() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
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
    // A tap on the page below closes the menu, as a tap outside any panel does.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && barRef.current?.contains(event.target)) return;
      setMenuOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    // Notices (ui/components/Toast.tsx) sit under the header on phones: they move clear of the menu.
    document.documentElement.setAttribute('data-phone-menu', '');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.documentElement.removeAttribute('data-phone-menu');
    };
  }, [menuOpen]);

  // The session's news re-renders this header at once (a MobX change renders synchronously); the
  // member's navigation it comes to show then renders as a transition, in slices a phone can
  // interrupt, as the page behind the route guard does.
  const loading = !(useDeferredValue(session.ready) && session.ready);
  const signedIn = session.signedIn && !loading;
  useEffect(() => (signedIn ? prefetchMobileMenu() : undefined), [signedIn]);
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
    <Bar ref={barRef}>
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
          // Not on the sign-in page itself, where it would lead nowhere.
          location.pathname === '/' ? null : (
            <Group>
              <ButtonLink to="/" variant="primary" size="sm" disabled={onboarding}>
                {t.loginRegister}
              </ButtonLink>
            </Group>
          )
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
      <div role="status">{online ? null : <HeaderNotice>{t.offline}</HeaderNotice>}</div>
      {signedIn && onboarding ? <HeaderNotice>{t.onboardingHint}</HeaderNotice> : null}
      {signedIn && menuOpen ? (
        <PartBoundary
          name="the phone menu"
          fallback={
            <HeaderNotice id={MOBILE_MENU_ID} role="alert">
              {t.menuUnavailable}
            </HeaderNotice>
          }
        >
          <MobileMenu
            id={MOBILE_MENU_ID}
            items={items}
            onboarding={onboarding}
            profilePath={profilePath}
            projectPath={session.uid ? `/project/${encodeURIComponent(session.uid)}` : '/'}
            name={name}
            avatarUrl={profile?.avatarUrl}
            isAdmin={session.isAdmin}
            hasProject={session.hasProject}
            onNavigate={closeMenu}
            onLogout={() => void logout()}
          />
        </PartBoundary>
      ) : null}
    </Bar>
  );
});
