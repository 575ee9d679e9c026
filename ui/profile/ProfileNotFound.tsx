import { styled } from 'styled-components';
import { ButtonLink } from '../components/Button';
import { profileTexts } from './texts';

const t = profileTexts;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h1 {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }

  p {
    max-width: 40ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
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
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/** /profile/{id} of a member that does not exist. */
export function ProfileNotFound() {
  return (
    <Box>
      <Icon aria-hidden="true">?</Icon>
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundBody}</p>
      <ButtonLink to="/explore-partners">{t.notFoundAction}</ButtonLink>
    </Box>
  );
}
