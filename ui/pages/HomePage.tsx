import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Home (/home): hero, banners, introduction, resources, featured members (spec 2). — placeholder: the screen engineer replaces the body. */
export default function HomePage() {
  const page = texts.pages.home;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
