import { styled } from 'styled-components';

/** A white surface with a border and soft shadow. Use `as="article"` / `as="section"` as fits. */
export const Card = styled.div<{ $padding?: 'none' | 'sm' | 'md' | 'lg'; $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme, $padding = 'md' }) => ($padding === 'none' ? '0' : $padding === 'sm' ? theme.space.sm : $padding === 'lg' ? theme.space.xl : theme.space.lg)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ $interactive, theme }) => ($interactive ? `&:hover { box-shadow: ${theme.shadows.md}; }` : '')}
`;

/** A card's heading row. */
export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;
