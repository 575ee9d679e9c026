import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useUseCases } from '../hooks/UseCasesContext';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader, useDocumentTitle } from '../components/PageContainer';
import { QuestionnaireForm } from './QuestionnaireForm';
import { QuestionnaireStore } from './QuestionnaireStore';
import { TimeoutPanel, WaitingPanel } from './SubmitStatusPanel';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { questionnaireTexts } from './texts/questionnaire';

const t = questionnaireTexts;
const page = texts.pages.questionnaire;

const ContactRow = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * Questionnaire (/questionnaire), spec 2, 4, 8: eligibility (fewer than 2 submissions), the
 * active questionnaire, answers by part, 完成評測, the wait for the backend's result, then the
 * result page.
 */
const QuestionnairePage = observer(function QuestionnairePage() {
  const useCases = useUseCases();
  const session = useSession();
  const [store] = useState(() => new QuestionnaireStore(useCases));
  useDocumentTitle(t.page.documentTitle);

  useEffect(() => {
    void store.start(session.profile, session.uid);
    return () => store.dispose();
  }, [store, session]);

  // After a timeout the result may still arrive: the live profile carries it.
  useEffect(
    () =>
      reaction(
        () => session.profile,
        (profile) => store.observeProfile(profile),
      ),
    [store, session],
  );

  if (store.destination) return <Navigate to={store.destination} replace />;

  const retryEligibility = () => void store.start(session.profile, session.uid);

  let body;
  switch (store.phase) {
    case 'ready':
      return (
        <PageContainer $width="narrow">
          <QuestionnaireForm store={store} />
        </PageContainer>
      );
    case 'idle':
    case 'checking':
      body = <LoadingState variant="page" label={t.eligibility.checking} />;
      break;
    case 'redirect':
      body = <LoadingState variant="page" label={t.eligibility.redirecting} />;
      break;
    case 'eligibility-error':
      body = <ErrorBox onRetry={retryEligibility}>{t.eligibility.checkFailed}</ErrorBox>;
      break;
    case 'no-result-found':
      body = (
        <ErrorBox title={t.eligibility.noResultFoundTitle}>
          <p>{t.eligibility.noResultFound}</p>
          <ContactRow>
            <ButtonLink to="/contact-us" variant="secondary" size="sm">
              {t.eligibility.contactLink}
            </ButtonLink>
          </ContactRow>
        </ErrorBox>
      );
      break;
    case 'loading':
      body = <LoadingState variant="page" label={t.load.loading} />;
      break;
    case 'none-active':
      body = (
        <EmptyState
          icon="✦"
          title={t.load.noneActive}
          description={t.load.noneActiveHint}
          action={
            <ButtonLink to="/home" variant="secondary">
              {texts.common.backHome}
            </ButtonLink>
          }
        />
      );
      break;
    case 'load-error':
      body = <ErrorBox onRetry={() => void store.retryLoad()}>{t.load.failed(store.loadError ?? '')}</ErrorBox>;
      break;
    case 'waiting':
      body = <WaitingPanel />;
      break;
    case 'timeout':
      body = <TimeoutPanel store={store} />;
      break;
  }

  return (
    <PageContainer $width="narrow">
      <PageHeader title={page.title} description={page.description} />
      {body}
    </PageContainer>
  );
});

export default QuestionnairePage;
