import { styled } from 'styled-components';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';
import { PageContainer, PageHeader, SectionTitle } from '../components/PageContainer';
import { texts } from '../texts';
import { LineIcon } from '../components/LineIcon';
import { Link } from '../components/Link';

const Banner = styled.div`
  display: flex;
  flex-direction: column;
  /* The 即將推出 badge keeps its own width instead of stretching across. */
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const BannerText = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ItemCard = styled(Card)`
  height: 100%;
  gap: ${({ theme }) => theme.space.xs};
`;

const ItemHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const ItemTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const DocIcon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};

  svg {
    width: 22px;
    height: 22px;
  }
`;

function DocumentIcon() {
  return (
    <LineIcon>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
      <path d="M9 13h6" />
      <path d="M9 17h6" />
    </LineIcon>
  );
}

/** Agreement templates (spec 2): content is coming soon. */
export default function AgreementTemplatesPage() {
  const t = texts.pages.agreementTemplates;
  return (
    <PageContainer>
      <PageHeader title={t.title} />
      <Banner role="note">
        <Badge $tone="accent">{t.comingSoonBadge}</Badge>
        <BannerText>{t.lead}</BannerText>
      </Banner>
      <section aria-labelledby="agreement-list-heading">
        <SectionTitle id="agreement-list-heading">{t.listHeading}</SectionTitle>
        <Grid>
          {t.items.map((item) => (
            <li key={item.title}>
              <ItemCard>
                <ItemHead>
                  <DocIcon>
                    <DocumentIcon />
                  </DocIcon>
                  <Badge>{t.comingSoonBadge}</Badge>
                </ItemHead>
                <ItemTitle>{item.title}</ItemTitle>
                <Muted>{item.body}</Muted>
              </ItemCard>
            </li>
          ))}
        </Grid>
      </section>
      <Muted>{t.note}</Muted>
      <p>
        {t.suggest}
        <Link to="/contact-us">{t.suggestLink}</Link>
      </p>
    </PageContainer>
  );
}
