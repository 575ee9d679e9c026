import { styled } from 'styled-components';
import { texts } from '../texts';
import { Spinner } from './Spinner';

const Wrapper = styled.div<{ $variant: 'inline' | 'block' | 'page' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $variant }) => ($variant === 'inline' ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  padding: ${({ theme, $variant }) => ($variant === 'inline' ? '0' : $variant === 'page' ? `${theme.space.xxxl} ${theme.space.md}` : theme.space.xl)};
  min-height: ${({ $variant }) => ($variant === 'page' ? '50vh' : 'auto')};
`;

export interface LoadingStateProps {
  /** What is loading; default 載入中… */
  label?: string;
  /** inline: in a row; block: in a section; page: a whole page. */
  variant?: 'inline' | 'block' | 'page';
  className?: string;
}

/**
 * An announced loading state (role=status, aria-live=polite). Carries data-loading="true" so
 * end-to-end tests can wait for pages to settle.
 */
export function LoadingState({
  label = texts.components.loading.label,
  variant = 'block',
  className,
}: LoadingStateProps) {
  return (
    <Wrapper role="status" aria-live="polite" data-loading="true" $variant={variant} className={className}>
      <Spinner $size={variant === 'page' ? 24 : 18} />
      <span>{label}</span>
    </Wrapper>
  );
}
