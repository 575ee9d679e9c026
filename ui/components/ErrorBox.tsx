import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { texts } from '../texts';
import { Button } from './Button';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
`;

export interface ErrorBoxProps {
  children: ReactNode;
  /** Bold first line; none by default. */
  title?: ReactNode;
  /** Shows a 重試 button. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** An error message, announced at once (role=alert). Pass text from errorText(). */
export function ErrorBox({ children, title, onRetry, retryLabel = texts.common.retry, className }: ErrorBoxProps) {
  return (
    <Box role="alert" className={className}>
      {title ? <Title>{title}</Title> : null}
      <Body>{children}</Body>
      {onRetry ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </Box>
  );
}

const NoticeBox = styled.div<{ $tone: 'success' | 'info' | 'warning' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid currentColor;
  border-inline-start-width: 4px;
  ${({ theme, $tone }) =>
    $tone === 'success'
      ? `background: ${theme.colors.successSoft}; color: ${theme.colors.success};`
      : $tone === 'warning'
        ? `background: ${theme.colors.warningSoft}; color: ${theme.colors.warning};`
        : `background: ${theme.colors.primarySoft}; color: ${theme.colors.primaryHover};`}
`;

/** An inline, polite message (role=status): success or information next to a form. */
export function InlineNotice({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'success' | 'info' | 'warning';
  className?: string;
}) {
  return (
    <NoticeBox role="status" $tone={tone} className={className}>
      {children}
    </NoticeBox>
  );
}
