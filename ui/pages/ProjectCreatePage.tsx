import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Editor (/project/editor): chooser between the project form and the skills profile form (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ProjectCreatePage() {
  const page = texts.pages.projectCreate;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
