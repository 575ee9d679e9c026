import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Explore projects (/explore-projects): project filters and a load-more grid (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ExploreProjectsPage() {
  const page = texts.pages.exploreProjects;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
