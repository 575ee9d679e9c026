import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a link or a redirect (after sign-in, after a save) does on any
 * site: the document is one for every page, so without this it keeps the last page's scroll
 * position, and a project opened from far down a list shows its end. Only a new path counts: a
 * list's filters written to the query, or an anchor, keep the place. Back and Forward leave the
 * position to the page (a list restores its place: explore/useKeptPlace) and the browser, and
 * the first page of a visit to the browser.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const seen = useRef(pathname);
  useLayoutEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
