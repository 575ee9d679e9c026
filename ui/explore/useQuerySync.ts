import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface QuerySyncTarget {
  /** The filters as a query string (no leading ?), canonical order. */
  readonly queryString: string;
  /** The address bar changed from outside: take its filters. */
  applyQuery(search: string): void;
}

/**
 * Keeps a list's filters and the address bar's query string in step, so a deep link or the back
 * button restores the filters. Filter changes replace the current history entry (no entry per
 * click); a changed address (a link, back/forward) is applied to the store.
 */
export function useQuerySync(store: QuerySyncTarget): void {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const current = useRef(search);

  useEffect(() => {
    current.current = search;
    if (search !== store.queryString) store.applyQuery(search);
  }, [search, store]);

  useEffect(
    () =>
      reaction(
        () => store.queryString,
        (query) => {
          if (query === current.current) return;
          current.current = query;
          setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
        },
      ),
    [store, setParams],
  );
}
