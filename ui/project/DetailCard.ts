import { styled } from 'styled-components';
import { Card } from '../components/Card';

/** The project page's cards: a little tighter on phones so Chinese text gets the width. */
export const DetailCard = styled(Card)`
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;
