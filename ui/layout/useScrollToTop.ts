import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a link or a redirect (after sign-in, after a save) does on any
 * site: the document is one for every page, so without this it keeps the last page's scroll
 * position, and a project opened from far down a list shows its end. Back and Forward leave the
 * position to the page (a list restores its place: explore/useKeptPlace) and the browser; a
 * link to an anchor of the page, and the first page of a visit, to the browser.
 */
export function useScrollToTop(): void {
  const { key, hash } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigation === 'POP' || hash !== '') return;
    window.scrollTo(0, 0);
  }, [key, hash, navigation]);
}
