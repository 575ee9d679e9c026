import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Project edit (/project/edit/:projectId): the editor for an existing project (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ProjectEditPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const page = texts.pages.projectEdit;
  return (
    <PageContainer key={projectId}>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
