import { styled } from 'styled-components';
import { Card } from '../components/Card';

/** The editor's form surface. */
export const FormCard = styled(Card)`
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const FormHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export const FormLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: calc(-1 * ${({ theme }) => theme.space.sm});
`;

export const FormStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Buttons under a form: full width on phones, end-aligned from tablet width up. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};

  & > * {
    width: 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: flex-end;

    & > * {
      width: auto;
    }
  }
`;
