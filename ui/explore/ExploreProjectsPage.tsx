import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PARTNER_ROLES, PROJECT_STAGES } from '../../core/domain';
import { useUseCases } from '../hooks/UseCasesContext';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { Select } from '../components/Select';
import { ExploreProjectsStore, parseProjectQuery } from './ExploreProjectsStore';
import { ExploreResults, showResultsLabel } from './ExploreResults';
import { ExploreSkeleton } from './ExploreSkeleton';
import { FilterPanel } from './FilterPanel';
import { ProjectCard } from './ProjectCard';
import { useKeptPlace } from './useKeptPlace';
import { useQuerySync } from './useQuerySync';
import { useSession } from '../stores/SessionContext';
import { enumLabel, enumOptions, texts } from '../texts';
import { exploreTexts } from './texts';

/** Explore projects (/explore-projects): project filters and a load-more grid (spec 2, 4, 8, 9). */
function ExploreProjectsPage() {
  const useCases = useUseCases();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [store] = useState(
    () => new ExploreProjectsStore(useCases.projects, () => session.uid, parseProjectQuery(searchParams)),
  );

  useKeptPlace(store.list, store.start, store.dispose);
  useQuerySync(store);

  const page = texts.pages.exploreProjects;
  const t = exploreTexts.projects;
  const all = exploreTexts.filters.all;
  const f = store.filters;
  const activeLabels = [
    enumLabel(texts.enums.partnerType, f.partnerType || null),
    enumLabel(texts.enums.stage, f.stage || null),
  ].filter(Boolean);

  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
      <FilterPanel
        label={t.searchLabel}
        activeCount={store.activeFilterCount}
        activeLabels={activeLabels}
        onClear={store.clearFilters}
        showResults={showResultsLabel(store.list, t)}
        columns={2}
      >
        <Select
          label={t.partnerType}
          placeholder={all}
          options={enumOptions(PARTNER_ROLES, texts.enums.partnerType)}
          value={f.partnerType}
          onChange={(e) => store.setPartnerType(e.target.value)}
        />
        <Select
          label={t.stage}
          placeholder={all}
          options={enumOptions(PROJECT_STAGES, texts.enums.stage)}
          value={f.stage}
          onChange={(e) => store.setStage(e.target.value)}
        />
      </FilterPanel>
      <ExploreResults
        list={store.list}
        text={t}
        hasActiveFilters={store.hasActiveFilters}
        onClear={store.clearFilters}
        desktopColumns={3}
        keyOf={(p) => p.id}
        renderItem={(p) => <ProjectCard project={p} />}
      />
    </PageContainer>
  );
}

/** The page's static parts, before the session is known (ui/app/guards.tsx). */
export function Skeleton() {
  return <ExploreSkeleton page={texts.pages.exploreProjects} loading={exploreTexts.projects.loading} />;
}

export default observer(ExploreProjectsPage);
