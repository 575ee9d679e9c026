import { css, styled } from 'styled-components';
import { NavLink } from '../components/Link';

export interface NavItem {
  key: string;
  to: string;
  label: string;
}

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

/** The header's navigation links (spec 2 Header): in the bar, and in the phone menu. */
export function NavEntries({
  items,
  disabled,
  onNavigate,
}: {
  items: NavItem[];
  disabled: boolean;
  onNavigate?: () => void;
}) {
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
