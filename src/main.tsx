// inversify's container needs the Reflect metadata API (reflect-metadata's calls, in less code).
import '@abraham/reflection';

/** Resolves in a task of its own: what comes after runs once the browser has had its turn. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The entry's modules run in three steps, each in a task of its own: React's renderer, then the
// container with the use cases, then the app. Run in one step, they held the main thread for
// 250–400 ms on a phone (Lighthouse's 4× CPU slowdown), and the page could not answer a tap all
// that time. The imports are eager: the modules stay in this file and download with it; only
// when they run is split.
void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './container');
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await startApp();
})();
