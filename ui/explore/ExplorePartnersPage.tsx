import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EXPLORE_RECOMMENDATIONS } from '../../core/matching/recommendationLimits';
import { LoadingState } from '../components/LoadingState';
import { PartBoundary } from '../components/PartBoundary';
import { lazyPart } from '../components/lazyPart';
import { ErrorBox } from '../components/ErrorBox';
import { matchingTexts } from '../matching/texts';
import { GENDERS, ROLES } from '../../core/domain';
import { useUseCases } from '../hooks/UseCasesContext';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { Select } from '../components/Select';
import { ExplorePartnersStore, parsePartnerQuery } from './ExplorePartnersStore';
import { ExploreResults, showResultsLabel } from './ExploreResults';
import { ExploreSkeleton } from './ExploreSkeleton';
import { FilterPanel } from './FilterPanel';
import { MemberCard } from './MemberCard';
import { useKeptPlace } from './useKeptPlace';
import { useQuerySync } from './useQuerySync';
import { useSession } from '../stores/SessionContext';
import { enumLabel, enumOptions, texts } from '../texts';
import { exploreTexts } from './texts';

const recommended = lazyPart(
  () => import(/* webpackChunkName: "recommended-partners" */ '../matching/RecommendedPartners'),
  (m) => m.RecommendedPartners,
);

const BEST = 'best';

const OrderRow = styled.div`
  max-width: 240px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Explore partners (/explore-partners): member filters and a load-more grid (spec 2, 4, 8, 9). */
function ExplorePartnersPage() {
  const useCases = useUseCases();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const best = searchParams.get('order') === BEST && session.uid !== null;
  const m = matchingTexts.explore;
  const setOrder = (order: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (order === BEST) next.set('order', BEST);
        else next.delete('order');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
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
      {session.uid ? (
        <OrderRow>
          <Select
            label={m.orderLabel}
            placeholder={m.orderDefault}
            options={[{ value: BEST, label: m.orderBest }]}
            value={best ? BEST : ''}
            onChange={(e) => setOrder(e.target.value)}
          />
        </OrderRow>
      ) : null}
      {best && session.uid ? (
        <>
          <Note>{m.bestNote}</Note>
          <PartBoundary
            name="the recommended partners"
            fallback={<ErrorBox>{matchingTexts.error}</ErrorBox>}
            loading={<LoadingState label={matchingTexts.loading} />}
          >
            <recommended.Component uid={session.uid} limit={EXPLORE_RECOMMENDATIONS} />
          </PartBoundary>
        </>
      ) : (
        <>
          <FilterPanel
            label={t.searchLabel}
            activeCount={store.activeFilterCount}
            activeLabels={activeLabels}
            onClear={store.clearFilters}
            showResults={showResultsLabel(store.list, t)}
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
        </>
      )}
    </PageContainer>
  );
}

/** The page's static parts, before the session is known (ui/app/guards.tsx). */
export function Skeleton() {
  return <ExploreSkeleton page={texts.pages.explorePartners} loading={exploreTexts.partners.loading} />;
}

export default observer(ExplorePartnersPage);
