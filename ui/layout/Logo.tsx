import { styled } from 'styled-components';
import { texts } from '../texts';
import { Link } from '../components/Link';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  flex: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The brand mark (same drawing as public/favicon.svg): two interlocking rings. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f5f5c" />
      <circle cx="24" cy="32" r="12" fill="none" stroke="#fff" strokeWidth="6" />
      <circle cx="40" cy="32" r="12" fill="none" stroke="#f5b942" strokeWidth="6" />
    </svg>
  );
}

/** Logo → Home (spec 2 Header). */
export function Logo() {
  return (
    <LogoLink to="/home" aria-label={texts.header.logoLabel}>
      <BrandMark />
      <span>{texts.common.brand}</span>
    </LogoLink>
  );
}
