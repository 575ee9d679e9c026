import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Project detail (/project/:projectId) (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ProjectDetailPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const page = texts.pages.projectDetail;
  return (
    <PageContainer key={projectId}>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
