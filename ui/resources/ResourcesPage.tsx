import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useUseCases } from '../hooks/UseCasesContext';
import { prerenderedContent } from '../hooks/PrerenderedContent';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { ResourceCard } from './ResourceCard';
import { ResourceGrid } from './ResourceGrid';
import { ResourcesStore } from './ResourcesStore';
import { resourceTexts } from './texts';

const t = resourceTexts;

/** Resources (/resources): every resource card; open to visitors (spec 2). */
function ResourcesPage() {
  const useCases = useUseCases();
  const [store] = useState(() => new ResourcesStore(useCases, prerenderedContent().resources));

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
          {store.items.map((r, i) => (
            <li key={r.id}>
              <ResourceCard resource={r} headingLevel="h2" priority={i === 0} />
            </li>
          ))}
        </ResourceGrid>
      )}
    </PageContainer>
  );
}

export default observer(ResourcesPage);
