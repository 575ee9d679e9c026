import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { resultPath } from '../../core/rules/questionnaireEligibility';
import { useUseCases } from '../hooks/UseCasesContext';
import { Button, ButtonLink } from '../components/Button';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { AssessmentPrompt } from './AssessmentPrompt';
import { ResultStore } from './ResultStore';
import { ResultView } from './ResultView';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { resultTexts } from './texts/result';

const t = resultTexts;
const page = texts.pages.questionnaireResult;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * Questionnaire result (/questionnaire/result/:resultId), spec 2, 4, 8: the member's result,
 * or the missing / other member's / load-failure messages, with the "not yet completed"
 * prompt when the member has no result of their own.
 */
const QuestionnaireResultPage = observer(function QuestionnaireResultPage() {
  const { resultId = '' } = useParams<{ resultId: string }>();
  const useCases = useUseCases();
  const session = useSession();
  const uid = session.uid;
  const [store] = useState(() => new ResultStore(useCases));

  useEffect(() => {
    if (uid) void store.load(resultId, uid);
    return () => store.dispose();
  }, [store, resultId, uid]);

  if (store.status === 'found' && store.result) {
    return (
      <PageContainer>
        <ResultView result={store.result} retake={store.retake(session.profile)} />
      </PageContainer>
    );
  }

  if (store.status === 'idle' || store.status === 'loading') {
    return (
      <PageContainer>
        <PageHeader title={page.title} />
        <LoadingState variant="page" label={t.loading} />
      </PageContainer>
    );
  }

  const own = session.profile?.archetypeResult ?? null;
  const backToProfile = (
    <ButtonLink to="/profile" variant="secondary" size="sm">
      {t.backToProfile}
    </ButtonLink>
  );
  const viewOwn =
    own && own.resultId && own.resultId !== resultId ? (
      <ButtonLink to={resultPath(own.resultId)} size="sm">
        {t.viewOwn}
      </ButtonLink>
    ) : null;
  const retry = (
    <Button variant="secondary" size="sm" onClick={() => void store.retry()}>
      {t.retry}
    </Button>
  );

  const message =
    store.status === 'missing'
      ? t.missing
      : store.status === 'other-member'
        ? t.otherMember
        : (store.error ?? t.loadFailed);

  return (
    <PageContainer $width="narrow">
      <PageHeader title={page.title} description={page.description} />
      <Stack>
        <ErrorBox>
          <p>{message}</p>
          <Actions>
            {store.status !== 'other-member' ? retry : null}
            {viewOwn}
            {backToProfile}
          </Actions>
        </ErrorBox>
        {own ? null : <AssessmentPrompt />}
      </Stack>
    </PageContainer>
  );
});

export default QuestionnaireResultPage;
