import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useUseCases } from '../hooks/UseCasesContext';
import { InboxList } from './InboxList';
import { InboxStore } from './InboxStore';
import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { MinuteClock } from '../stores/MinuteClock';
import { useSession } from '../stores/SessionContext';
import { inboxTexts } from './inboxTexts';

const t = inboxTexts;

const Narrow = styled(PageContainer)`
  max-width: 800px;
`;

/**
 * Inbox (/inbox): the conversation list (spec 2 Inbox), newest first and live — avatar, name,
 * last message, time label (time today, 昨天, otherwise the date) and unread badge. Every row
 * is the chat summary itself: no read per row.
 */
export default observer(function InboxPage() {
  const useCases = useUseCases();
  const session = useSession();
  const [store] = useState(() => new InboxStore(useCases));
  const [clock] = useState(() => new MinuteClock());

  useEffect(() => {
    store.start();
    clock.start();
    return () => {
      clock.stop();
      store.stop();
    };
  }, [store, clock]);

  return (
    <Narrow>
      <PageHeader title={t.title} description={t.description} />
      {store.status === 'loading' ? (
        <LoadingState label={t.loading} />
      ) : store.status === 'error' ? (
        <ErrorBox onRetry={store.retry}>{store.error}</ErrorBox>
      ) : store.rows.length === 0 ? (
        <EmptyState
          icon="✉"
          title={t.emptyTitle}
          description={t.emptyDescription}
          action={<ButtonLink to="/explore-partners">{t.explorePartners}</ButtonLink>}
        />
      ) : (
        <InboxList rows={store.rows} myUid={session.uid ?? ''} now={clock.now} />
      )}
    </Narrow>
  );
});
