import type { UNSAFE_createBrowserHistory } from 'react-router-dom';

/** What every history has (the memory one adds an index). */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];

/**
 * Asked before the app leaves the current page for `nextPath` (pathname and search): true lets it
 * go, false keeps the member where they are, a promise answers later (after a question).
 */
export type LeaveGuard = (nextPath: string) => boolean | Promise<boolean>;

export interface GuardedHistory extends History {
  /** Asks `guard` before every navigation until the returned function is called. */
  guard(guard: LeaveGuard): () => void;
}

function pathOf(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/**
 * The router's history with a way to stop a page from being left: a link, a navigate(), Back
 * and Forward all ask the page's guard first (the browser's own history moves before the app
 * hears of Back, so a refused one is stepped back again, and a confirmed one replayed). The
 * data routers of react-router offer the same (useBlocker) but would add their whole runtime to
 * the first load; this is the small part the forms need.
 */
export function guardHistory(inner: History): GuardedHistory {
  let current: LeaveGuard | null = null;
  /** A refused Back or Forward is being undone: its pop is not the member's. */
  let undoing = false;
  /** A confirmed Back or Forward is being replayed: it passes without asking again. */
  let replaying = false;

  const ask = (to: Parameters<History['push']>[0], go: () => void) => {
    const next = pathOf(inner.createHref(to));
    // Staying on the page (the same path and search) is not leaving it.
    const stays = next === pathOf(inner.createHref(inner.location));
    const answer = current && !stays ? current(next) : true;
    if (answer === true) go();
    else if (answer !== false)
      void answer.then((ok) => {
        if (ok) go();
      });
  };

  const history: GuardedHistory = {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state?: unknown) => ask(to, () => inner.push(to, state)),
    replace: (to, state?: unknown) => ask(to, () => inner.replace(to, state)),
    go: (delta) => inner.go(delta),
    listen(listener: Listener) {
      return inner.listen((update) => {
        if (update.action === 'POP' && update.delta) {
          if (undoing) {
            undoing = false;
            return;
          }
          if (current && !replaying) {
            const delta = update.delta;
            const answer = current(pathOf(inner.createHref(update.location)));
            if (answer !== true) {
              undoing = true;
              inner.go(-delta);
              if (answer !== false)
                void answer.then((ok) => {
                  if (!ok) return;
                  replaying = true;
                  inner.go(delta);
                });
              return;
            }
          }
          replaying = false;
        }
        listener(update);
      });
    },
    guard(guard) {
      current = guard;
      return () => {
        if (current === guard) current = null;
      };
    },
  };
  return history;
}
