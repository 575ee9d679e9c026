import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { LinkProps } from 'react-router-dom';
import { styled, css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { texts } from '../texts';
import { Spinner } from './Spinner';
import { Link } from './Link';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.textOnPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
          color: ${c.textOnPrimary};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.primary};
        border-color: ${c.primary};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.primarySoft};
          color: ${c.primaryHover};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.text};
        border-color: transparent;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.surfaceMuted};
          color: ${c.text};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.textOnPrimary};
        border-color: ${c.danger};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.dangerHover};
          border-color: ${c.dangerHover};
          color: ${c.textOnPrimary};
        }
      `;
  }
}

/** The button look, shared by <Button> and <ButtonLink>. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ $size }) => ($size === 'sm' ? '6px 14px' : $size === 'lg' ? '12px 28px' : '10px 20px')};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.size.sm : $size === 'lg' ? theme.typography.size.lg : theme.typography.size.md)};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: disabled, a spinner and 處理中... (or `loadingText`). */
  loading?: boolean;
  loadingText?: string;
  fullWidth?: boolean;
  /** Decorative icon before the text. */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button. Default type is "button" (never submits by accident). */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText = texts.common.processing,
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      {loading ? <Spinner $size={16} /> : icon}
      <span>{loading ? loadingText : children}</span>
    </StyledButton>
  );
}

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

const DisabledLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends Omit<LinkProps, 'ref'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  icon?: ReactNode;
  /** Rendered as a non-navigating, aria-disabled link. */
  disabled?: boolean;
}

/** In-app navigation that looks like a button (react-router Link). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  disabled,
  children,
  to,
  ...rest
}: ButtonLinkProps) {
  if (disabled) {
    return (
      <DisabledLink
        role="link"
        aria-disabled="true"
        className={rest.className}
        $variant={variant}
        $size={size}
        $fullWidth={fullWidth}
      >
        {icon}
        <span>{children}</span>
      </DisabledLink>
    );
  }
  return (
    <StyledLink {...rest} to={to} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {icon}
      <span>{children}</span>
    </StyledLink>
  );
}
