import type { ButtonHTMLAttributes, Ref } from 'react';
import { styled } from 'styled-components';
import { LIMITS } from '../../core/constants';
import { texts } from '../texts';
import { LineIcon } from '../components/LineIcon';

const StyledButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
  }

  svg {
    width: 24px;
    height: 24px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 20px;
  text-align: center;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

export function BellIcon() {
  return (
    <LineIcon>
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </LineIcon>
  );
}

export interface BellButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** profile.unreadNotifications; the badge shows when above 0 (spec 9). */
  unread: number;
  /** During onboarding the panel cannot be opened (aria-disabled, clicks ignored). */
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The bell button with its unread badge (spec 2 Header). Its accessible name carries the count:
 * 「通知中心，3 則未讀」. Used by NotificationBell, which adds the 通知中心 panel.
 */
export function BellButton({ unread, disabled = false, onClick, ref, ...rest }: BellButtonProps) {
  const count = Math.max(0, Math.floor(unread));
  return (
    <StyledButton
      {...rest}
      ref={ref}
      type="button"
      aria-label={texts.header.bellLabel(count)}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <BellIcon />
      {count > LIMITS.BELL_BADGE_MIN_EXCLUSIVE ? (
        <Count aria-hidden="true">{texts.header.badgeCount(count)}</Count>
      ) : null}
    </StyledButton>
  );
}
