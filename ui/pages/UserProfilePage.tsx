import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** User profile (/profile/:id): view and, for the owner, edit mode; onboarding (spec 2, 4). — placeholder: the screen engineer replaces the body. */
export default function UserProfilePage() {
  const { id } = useParams<{ id: string }>();
  const page = texts.pages.profile;
  return (
    <PageContainer key={id}>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
