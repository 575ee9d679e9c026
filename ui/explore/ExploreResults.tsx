import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { VisuallyHidden } from '../components/VisuallyHidden';
import type { FilteredListStore } from './FilteredListStore';
import { exploreTexts } from './texts';

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  min-height: 1.7em;
`;

/** 1 column on phones, 2 from tablet, `desktopColumns` from desktop width. */
const Grid = styled.ul<{ $desktopColumns: number; $stale: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $desktopColumns }) => $desktopColumns}, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  min-width: 0;

  & > * {
    flex: 1;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const MoreButton = styled(Button)`
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    width: auto;
    min-width: 240px;
  }
`;

const EndText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: center;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }

  &:focus {
    outline: none;
  }
`;

export interface ExploreResultsText {
  resultsLabel: string;
  loading: string;
  count: (n: number) => string;
  showResults: (n: number, more: boolean) => string;
  end: string;
  emptyTitle: string;
  emptyDescription: string;
  emptyNoFilters: string;
  indexNeeded: string;
  unknownError: string;
}

/** What the view reads of a FilteredListStore (whatever its filters). */
export type ExploreListView<T> = Pick<
  FilteredListStore<object, T>,
  | 'items'
  | 'appendedFrom'
  | 'loaded'
  | 'busy'
  | 'stale'
  | 'initialLoading'
  | 'loadingMore'
  | 'hasMore'
  | 'isEnd'
  | 'isEmpty'
  | 'errorKind'
  | 'errorOnMore'
  | 'loadMore'
  | 'retry'
>;

/** What the results hold now, as the phone's filter panel says it on its last button. */
export function showResultsLabel<T>(list: ExploreListView<T>, text: ExploreResultsText): string {
  if (list.busy || !list.loaded) return exploreTexts.filters.showResultsLoading;
  return text.showResults(list.items.length, list.hasMore);
}

export interface ExploreResultsProps<T> {
  list: ExploreListView<T>;
  text: ExploreResultsText;
  hasActiveFilters: boolean;
  onClear: () => void;
  desktopColumns: number;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/**
 * The list part of an explore page: loading state, error box (spec 8), empty text, the grid,
 * 載入更多 (spec 4: hidden once a page says there is no next one) and the end text. After a
 * load more, focus moves to the first new card; when the list ends, to the end text.
 */
function ExploreResultsView<T>({
  list,
  text,
  hasActiveFilters,
  onClear,
  desktopColumns,
  keyOf,
  renderItem,
}: ExploreResultsProps<T>) {
  const gridRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const moveFocus = useRef(false);
  const { appendedFrom, items } = list;
  // New results re-render this list at once (a MobX change renders synchronously); the cards
  // then render as a transition, in slices a phone can interrupt, while the list says it is busy.
  // An emptied list goes at once, with its empty text.
  const deferred = useDeferredValue(items);
  const shown = items.length === 0 ? items : deferred;
  const rendering = shown !== items;
  // The first cards are still being drawn: the loading state stands for the whole list, with no
  // 載入更多 under it that the cards would then push down the screen.
  const drawingFirst = rendering && shown.length === 0;
  // New results in place of others (not more of the same) keep the old ones dimmed meanwhile.
  const stale = list.stale || (rendering && !drawingFirst && appendedFrom === null);

  useEffect(() => {
    if (!moveFocus.current || list.loadingMore || rendering) return;
    moveFocus.current = false;
    if (appendedFrom !== null) {
      const card = gridRef.current?.children[appendedFrom]?.querySelector<HTMLElement>('[data-card-focus]');
      card?.focus();
    } else if (list.isEnd) {
      endRef.current?.focus();
    }
  }, [appendedFrom, rendering, list.loadingMore, list.isEnd]);

  const onLoadMore = () => {
    moveFocus.current = true;
    void list.loadMore();
  };

  const errorMessage =
    list.errorKind === 'index' ? text.indexNeeded : list.errorKind === 'unknown' ? text.unknownError : null;

  return (
    <Region aria-label={text.resultsLabel} aria-busy={list.busy || list.loadingMore || rendering}>
      <Count role="status">
        {list.isEmpty ? (
          <VisuallyHidden>{text.emptyTitle}</VisuallyHidden>
        ) : list.loaded && !list.busy ? (
          text.count(items.length)
        ) : (
          ''
        )}
      </Count>
      {errorMessage && !list.errorOnMore ? (
        <ErrorBox onRetry={list.retry} retryLabel={exploreTexts.results.retry}>
          {errorMessage}
        </ErrorBox>
      ) : null}
      {list.initialLoading || drawingFirst ? <LoadingState label={text.loading} /> : null}
      {list.isEmpty ? (
        <EmptyState
          title={text.emptyTitle}
          description={hasActiveFilters ? text.emptyDescription : text.emptyNoFilters}
          action={
            hasActiveFilters ? (
              <Button variant="secondary" onClick={onClear}>
                {exploreTexts.filters.clear}
              </Button>
            ) : null
          }
        />
      ) : null}
      {shown.length > 0 ? (
        <Grid ref={gridRef} $desktopColumns={desktopColumns} $stale={stale}>
          {shown.map((item) => (
            <Item key={keyOf(item)}>{renderItem(item)}</Item>
          ))}
        </Grid>
      ) : null}
      {stale ? <LoadingState label={text.loading} /> : null}
      {drawingFirst ? null : (
        <Footer>
          {errorMessage && list.errorOnMore ? (
            <ErrorBox onRetry={list.retry} retryLabel={exploreTexts.results.retry}>
              {errorMessage}
            </ErrorBox>
          ) : null}
          {list.hasMore && !list.errorOnMore ? (
            <MoreButton
              variant="secondary"
              size="lg"
              onClick={onLoadMore}
              loading={list.loadingMore || rendering}
              loadingText={exploreTexts.results.loadingMore}
            >
              {exploreTexts.results.loadMore}
            </MoreButton>
          ) : null}
          {list.isEnd && !rendering ? (
            <EndText ref={endRef} tabIndex={-1}>
              {text.end}
            </EndText>
          ) : null}
        </Footer>
      )}
    </Region>
  );
}

export const ExploreResults = observer(ExploreResultsView) as <T>(props: ExploreResultsProps<T>) => ReactNode;
