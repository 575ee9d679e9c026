import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { UseCases } from '../../core/usecases';
import { useUseCases } from '../hooks/UseCasesContext';
import { sameFilters, type FilteredListStore, type ListPlace } from './FilteredListStore';

type Places = Map<string, ListPlace<object, unknown>>;

/** Places of the lists most recently left, per running app, by history entry. */
const placesByApp = new WeakMap<UseCases, Places>();
const MAX_KEPT = 8;
/** Frames a restored scroll position waits for the page to be long enough again (about a second). */
const MAX_WAIT_FRAMES = 60;

function placesOf(useCases: UseCases): Places {
  let places = placesByApp.get(useCases);
  if (!places) {
    places = new Map();
    placesByApp.set(useCases, places);
  }
  return places;
}

function keep(places: Places, key: string, place: ListPlace<object, unknown>): void {
  places.delete(key);
  places.set(key, place);
  while (places.size > MAX_KEPT) places.delete(places.keys().next().value as string);
}

/**
 * Starts a list, or, when Back returns to the history entry it was left at, shows it as it was:
 * the same items loaded (24, not the first 12 again) and the same scroll position. The place is
 * kept when the page unmounts, under the entry it shows then.
 */
export function useKeptPlace<F extends object, T>(
  list: FilteredListStore<F, T>,
  start: () => void,
  dispose: () => void,
): void {
  const kept = placesOf(useUseCases());
  const { key } = useLocation();
  const keyRef = useRef(key);
  keyRef.current = key;
  /** A restored scroll position not yet applied (it is what the page shows, once laid out). */
  const scrollTo = useRef<number | null>(null);

  useLayoutEffect(() => {
    const place = kept.get(keyRef.current) as ListPlace<F, T> | undefined;
    kept.delete(keyRef.current);
    if (place && sameFilters(place.filters, list.filters)) {
      list.restore(place);
      scrollTo.current = place.scrollY;
    } else {
      start();
    }
    return () => {
      const here = list.place(scrollTo.current ?? window.scrollY);
      if (here) keep(kept, keyRef.current, here as ListPlace<object, unknown>);
      dispose();
    };
  }, [kept, list, start, dispose]);

  useEffect(() => {
    const y = scrollTo.current;
    if (y === null) return;
    // Once the restored items are laid out and the page is long enough again: the cards render
    // in slices (ui/explore/ExploreResults.tsx), over a few frames on a phone. A list that came
    // back shorter gets its end at most a second later.
    let frames = 0;
    let frame = 0;
    const apply = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      if (room < y && ++frames < MAX_WAIT_FRAMES) {
        frame = requestAnimationFrame(apply);
        return;
      }
      scrollTo.current = null;
      window.scrollTo(0, y);
    };
    frame = requestAnimationFrame(apply);
    return () => cancelAnimationFrame(frame);
  }, []);
}
