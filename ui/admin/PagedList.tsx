import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { TextField } from '../components/TextField';
import { errorText } from '../texts';
import { TableFrame } from './DataTable';
import { Pager } from './Pager';
import type { PagedSearchStore } from './PagedSearchStore';
import { adminTexts } from './texts/common';

const SearchForm = styled.form`
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    max-width: 420px;
  }
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface AdminSearchProps {
  store: PagedSearchStore<unknown>;
  label: string;
  placeholder: string;
}

/** The name-prefix search box (debounced; Enter searches at once). */
export const AdminSearch = observer(function AdminSearch({ store, label, placeholder }: AdminSearchProps) {
  return (
    <SearchForm
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        store.searchNow();
      }}
    >
      <TextField
        type="search"
        label={label}
        placeholder={placeholder}
        hint={adminTexts.table.searchHint}
        value={store.query}
        onChange={(event) => store.setQuery(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </SearchForm>
  );
});

export interface PagedListProps<T> {
  store: PagedSearchStore<T>;
  loadingLabel: string;
  loadFailed: string;
  empty: string;
  emptySearch: (query: string) => string;
  pagerLabel: string;
  /** The table of the rows shown. */
  children: ReactNode;
}

/**
 * What an admin table shows around its rows: the first load, an error (with 重試, the rows
 * already shown stay), nothing found, the rows (dimmed and aria-busy while the next answer is
 * on its way) and the pager.
 */
function PagedListView<T>({ store, loadingLabel, loadFailed, empty, emptySearch, pagerLabel, children }: PagedListProps<T>) {
  if (store.initialLoading) return <LoadingState label={loadingLabel} />;
  const error =
    store.status === 'error' ? (
      <Notice>
        <ErrorBox onRetry={store.retry}>{errorText(store.error, loadFailed)}</ErrorBox>
      </Notice>
    ) : null;
  if (store.status === 'error' && store.items.length === 0) return error;
  if (store.isEmpty) {
    return (
      <div aria-busy={store.busy || undefined}>
        <EmptyState title={store.appliedQuery ? emptySearch(store.appliedQuery) : empty} />
      </div>
    );
  }
  return (
    <>
      {error}
      <TableFrame $busy={store.busy} aria-busy={store.busy || undefined}>
        {children}
      </TableFrame>
      <Pager
        label={pagerLabel}
        page={store.pageNumber}
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext}
        busy={store.busy}
        reachedEnd={store.reachedEnd}
        onPrevious={store.previousPage}
        onNext={store.nextPage}
      />
    </>
  );
}

export const PagedList = observer(PagedListView) as typeof PagedListView;
