import { styled } from 'styled-components';

/** A list of short labels (partners wanted, skills required). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li<{ $tone?: 'primary' | 'neutral' }>`
  max-width: 100%;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: 1.6;
  overflow-wrap: anywhere;
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primaryHover : theme.colors.text)};
`;
