import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Explore partners (/explore-partners): member filters and a load-more grid (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ExplorePartnersPage() {
  const page = texts.pages.explorePartners;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
