import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Resources (/resources): resource cards; open to visitors (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ResourcesPage() {
  const page = texts.pages.resources;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
