import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GENDERS, ROLES } from '../../core/domain';
import { useUseCases } from '../hooks/UseCasesContext';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { Select } from '../components/Select';
import { ExplorePartnersStore, parsePartnerQuery } from './ExplorePartnersStore';
import { ExploreResults } from './ExploreResults';
import { FilterPanel } from './FilterPanel';
import { MemberCard } from './MemberCard';
import { useKeptPlace } from './useKeptPlace';
import { useQuerySync } from './useQuerySync';
import { useSession } from '../stores/SessionContext';
import { enumLabel, enumOptions, texts } from '../texts';
import { exploreTexts } from './texts';

/** Explore partners (/explore-partners): member filters and a load-more grid (spec 2, 4, 8, 9). */
function ExplorePartnersPage() {
  const useCases = useUseCases();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [store] = useState(
    () => new ExplorePartnersStore(useCases.profiles, () => session.uid, parsePartnerQuery(searchParams)),
  );

  useKeptPlace(store.list, store.start, store.dispose);
  useQuerySync(store);

  const page = texts.pages.explorePartners;
  const t = exploreTexts.partners;
  const all = exploreTexts.filters.all;
  const f = store.filters;
  const activeLabels = [
    enumLabel(texts.enums.role, f.role || null),
    enumLabel(texts.enums.gender, f.gender || null),
    f.city,
    f.district,
  ].filter(Boolean);

  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
      <FilterPanel
        label={t.searchLabel}
        activeCount={store.activeFilterCount}
        activeLabels={activeLabels}
        onClear={store.clearFilters}
        columns={4}
      >
        <Select
          label={t.role}
          placeholder={all}
          options={enumOptions(ROLES, texts.enums.role)}
          value={f.role}
          onChange={(e) => store.setRole(e.target.value)}
        />
        <Select
          label={t.gender}
          placeholder={all}
          options={enumOptions(GENDERS, texts.enums.gender)}
          value={f.gender}
          onChange={(e) => store.setGender(e.target.value)}
        />
        <Select
          label={t.city}
          placeholder={all}
          options={store.cityOptions.map((c) => ({ value: c, label: c }))}
          value={f.city}
          onChange={(e) => store.setCity(e.target.value)}
        />
        <Select
          label={t.district}
          placeholder={store.districtEnabled ? all : t.districtNeedsCity}
          options={store.districtOptions.map((d) => ({ value: d, label: d }))}
          value={f.district}
          disabled={!store.districtEnabled}
          onChange={(e) => store.setDistrict(e.target.value)}
        />
      </FilterPanel>
      <ExploreResults
        list={store.list}
        text={t}
        hasActiveFilters={store.hasActiveFilters}
        onClear={store.clearFilters}
        desktopColumns={4}
        keyOf={(u) => u.uid}
        renderItem={(u) => <MemberCard member={u} />}
      />
    </PageContainer>
  );
}

export default observer(ExplorePartnersPage);
