import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useUseCases } from '../hooks/UseCasesContext';
import { prerenderedContent } from '../hooks/PrerenderedContent';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { ResourceCard } from './ResourceCard';
import { ResourceGrid } from './ResourceGrid';
import { ResourcesStore } from './ResourcesStore';
import { useQuerySync } from '../explore/useQuerySync';
import { resourceTexts } from './texts';

const t = resourceTexts;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  opacity: 0.8;
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The category buttons: 全部 and each category with its count; the pressed one is shown. */
const CategoryFilter = observer(function CategoryFilter({ store }: { store: ResourcesStore }) {
  const shown = store.shownCategory;
  const choices: { name: string | null; label: string; count: number }[] = [
    { name: null, label: t.allCategories, count: store.items.length },
    ...store.categories.map((c) => ({ name: c.name, label: c.name, count: c.count })),
  ];
  return (
    <>
      <Filters role="group" aria-label={t.filterLabel}>
        {choices.map((c) => (
          <Button
            key={c.label}
            size="sm"
            variant={shown === c.name ? 'primary' : 'secondary'}
            aria-pressed={shown === c.name}
            onClick={() => store.showCategory(c.name)}
          >
            {c.label} <Count>{c.count}</Count>
          </Button>
        ))}
      </Filters>
      <Summary role="status">{t.shownCount(shown ?? t.allCategories, store.shown.length)}</Summary>
    </>
  );
});

/** Resources (/resources): every resource card; open to visitors (spec 2). */
function ResourcesPage() {
  const useCases = useUseCases();
  const [store] = useState(() => new ResourcesStore(useCases, prerenderedContent().resources));

  useEffect(() => {
    void store.load();
  }, [store]);
  useQuerySync(store);

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
        <>
          {store.categories.length > 1 ? <CategoryFilter store={store} /> : null}
          <ResourceGrid>
            {store.shown.map((r, i) => (
              <li key={r.id}>
                <ResourceCard resource={r} headingLevel="h2" priority={i === 0} />
              </li>
            ))}
          </ResourceGrid>
        </>
      )}
    </PageContainer>
  );
}

export default observer(ResourcesPage);
