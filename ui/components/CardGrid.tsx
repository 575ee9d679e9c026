import { styled } from 'styled-components';

/** A list of cards: one column on a phone, two from 560 px, `$columns` on a desktop. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;
