import { styled } from 'styled-components';
import { texts } from '../texts';
import { LineIcon } from '../components/LineIcon';
import { Link } from '../components/Link';

const IconLink = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    pointer-events: none;
  }

  svg {
    width: 24px;
    height: 24px;
  }
`;

/** The header's way to the inbox (我的訊息), next to the bell; disabled during onboarding. */
export function InboxLink({ disabled }: { disabled: boolean }) {
  return (
    <IconLink
      to="/inbox"
      aria-label={texts.header.inbox}
      title={texts.header.inbox}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      onClick={(e) => {
        if (disabled) e.preventDefault();
      }}
    >
      <LineIcon>
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </LineIcon>
    </IconLink>
  );
}
