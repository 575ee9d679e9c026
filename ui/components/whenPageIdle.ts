/** What a screen shows while it reads (./LoadingState.tsx). */
const STILL_LOADING = '[data-loading="true"]';
/** The browser is asked again this long after at the latest, when it stays busy. */
const STEP_TIMEOUT_MS = 1000;
/** A browser without idle callbacks (Safari) looks again this often. */
const STEP_MS = 100;
/** At most this long after the page has loaded, the task runs even if a screen is still loading. */
const MOST_WAIT_MS = 5000;

/**
 * Runs `task` once the page is idle: it has loaded (the window's load event), no screen shows a
 * loading state any more, and the browser has a moment. For downloads no screen needs yet: on a
 * phone's network they would share the bandwidth with what the screen is still fetching, and
 * their code would run between the slices of its first render. Returns a function that cancels
 * the task if it has not run yet.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelStep = () => {};
  const later = (step: () => void) => {
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(step, { timeout: STEP_TIMEOUT_MS });
      cancelStep = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(step, STEP_MS);
      cancelStep = () => window.clearTimeout(id);
    }
  };
  const afterLoad = () => {
    const giveUpAt = Date.now() + MOST_WAIT_MS;
    const step = () => {
      if (document.querySelector(STILL_LOADING) && Date.now() < giveUpAt) later(step);
      else task();
    };
    later(step);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelStep();
  };
}
