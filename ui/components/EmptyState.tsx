import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { LineIcon } from './LineIcon';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 26px;

  svg {
    width: 28px;
    height: 28px;
  }
`;

/** A magnifier drawn like the app's other line icons (the text glyph ⌕ shows tiny and thin). */
const magnifier = (
  <LineIcon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </LineIcon>
);

const Title = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Description = styled.p`
  max-width: 48ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a 清除所有篩選 button */
  action?: ReactNode;
  /** Decorative glyph; defaults to a magnifier. */
  icon?: ReactNode;
  className?: string;
}

/** Nothing to show (no results, no messages), with an optional next step. */
export function EmptyState({ title, description, action, icon = magnifier, className }: EmptyStateProps) {
  return (
    <Wrapper className={className}>
      <Icon aria-hidden="true">{icon}</Icon>
      <Title>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <div>{action}</div> : null}
    </Wrapper>
  );
}
