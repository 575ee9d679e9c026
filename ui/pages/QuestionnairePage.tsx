import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Questionnaire (/questionnaire): the founder-potential assessment (spec 2, 4). — placeholder: the screen engineer replaces the body. */
export default function QuestionnairePage() {
  const page = texts.pages.questionnaire;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
