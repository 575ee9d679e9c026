import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useUseCases } from '../app/UseCasesContext';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { ResourceCard } from '../resources/ResourceCard';
import { ResourceGrid } from '../resources/ResourceGrid';
import { ResourcesStore } from '../resources/ResourcesStore';
import { texts } from '../texts';

const t = texts.resources;

/** Resources (/resources): every resource card; open to visitors (spec 2). */
function ResourcesPage() {
  const useCases = useUseCases();
  const [store] = useState(() => new ResourcesStore(useCases));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <PageContainer>
      <PageHeader title={t.title} description={t.lead} />
      {store.status === 'loading' ? (
        <LoadingState label={t.loading} />
      ) : store.status === 'error' ? (
        <ErrorBox onRetry={() => void store.load()}>{store.error}</ErrorBox>
      ) : store.items.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ResourceGrid>
          {store.items.map((r) => (
            <li key={r.id}>
              <ResourceCard resource={r} headingLevel="h2" />
            </li>
          ))}
        </ResourceGrid>
      )}
    </PageContainer>
  );
}

export default observer(ResourcesPage);
