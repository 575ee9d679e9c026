import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Questionnaire result (/questionnaire/result/:resultId) (spec 2, 4). — placeholder: the screen engineer replaces the body. */
export default function QuestionnaireResultPage() {
  const { resultId } = useParams<{ resultId: string }>();
  const page = texts.pages.questionnaireResult;
  return (
    <PageContainer key={resultId}>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
