import { styled } from 'styled-components';
import { PageContainer, PageHeader, SectionTitle } from '../components/PageContainer';
import { useSession } from '../stores/SessionContext';
import { privacyTexts } from './texts';
import { Link } from '../components/Link';

const t = privacyTexts;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};

  p + p,
  ul + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: 1.25em;
`;

const Terms = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The privacy page (/privacy, public): what is stored, why, for how long, and the member's rights. */
export default function PrivacyPage() {
  const signedIn = useSession().uid !== null;
  return (
    <PageContainer $width="narrow">
      <PageHeader title={t.title} description={t.lead} />
      <Section aria-labelledby="privacy-stored">
        <SectionTitle id="privacy-stored">{t.storedHeading}</SectionTitle>
        <Terms>
          {t.stored.map((item) => (
            <div key={item.what}>
              <dt>{item.what}</dt>
              <dd>{item.detail}</dd>
            </div>
          ))}
        </Terms>
      </Section>
      <Section aria-labelledby="privacy-why">
        <SectionTitle id="privacy-why">{t.whyHeading}</SectionTitle>
        <List>
          {t.why.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </List>
        <p>{t.notUsed}</p>
      </Section>
      <Section aria-labelledby="privacy-how-long">
        <SectionTitle id="privacy-how-long">{t.howLongHeading}</SectionTitle>
        <List>
          {t.howLong.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </List>
      </Section>
      <Section aria-labelledby="privacy-rights">
        <SectionTitle id="privacy-rights">{t.rightsHeading}</SectionTitle>
        <p>{t.rights}</p>
        {signedIn ? (
          <p>
            <Link to="/my-data">{t.toMyData}</Link>
          </p>
        ) : null}
        <p>{t.contact}</p>
      </Section>
    </PageContainer>
  );
}
