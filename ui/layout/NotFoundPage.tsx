import { styled } from 'styled-components';
import { ButtonLink } from '../components/Button';
import { PageContainer, PageTitle } from '../components/PageContainer';
import { texts } from '../texts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  text-align: center;
`;

const Code = styled.p`
  font-size: 4.5rem;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.tablet} {
    font-size: 6rem;
  }
`;

const Description = styled.p`
  max-width: 32em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

/** 404 (spec 2): message and a link home. Open to visitors. */
export default function NotFoundPage() {
  const t = texts.pages.notFound;
  return (
    <PageContainer $width="narrow">
      <Wrapper>
        <Code aria-hidden="true">{t.code}</Code>
        <PageTitle>{t.title}</PageTitle>
        <Description>{t.description}</Description>
        <ButtonLink to="/home" size="lg">
          {t.home}
        </ButtonLink>
      </Wrapper>
    </PageContainer>
  );
}
