/**
 * The server build's entry (src/build/prerenderPlugin.ts compiles it for Node): renders a route
 * of the app as the browser's first render will, with the session still loading, so the client
 * hydrates the same markup. Never part of the browser's bundle.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import type { UseCases } from '../../core/usecases';
import { ContentUseCases } from '../../core/usecases/ContentUseCases';
import { setPrerenderedContent, type PrerenderedContent } from '../../ui/hooks/PrerenderedContent';
import { App } from '../../ui/app/App';
import { preloadPagesAt } from '../../ui/app/routes';
import { preloadLayoutParts } from '../../ui/layout/AppLayout';
import { texts } from '../../ui/texts';

/**
 * No use case runs while rendering (the session starts in an effect, data loads in effects): any
 * call is a page that reads data as it renders, which a prerendered page must not do.
 */
const noUseCases = new Proxy({} as UseCases, {
  get(_target, group) {
    throw new Error(`prerendering called the use cases (${String(group)}) while rendering`);
  },
});

export interface PrerenderedRoute {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags for that markup, for the page's <head>. */
  styleTags: string;
  /** The content the markup shows, which the page carries for the client's hydration; null when none. */
  content: PrerenderedContent | null;
}

let builtContent: Promise<PrerenderedContent> | null = null;

/**
 * What the site has to show before anyone opens it: the memory build's demo content, read
 * through the same use case the page calls. A cloud build's content lives in its project, which
 * the build does not read: its pages load it in the browser.
 */
function contentOf(backendName: string): Promise<PrerenderedContent> {
  builtContent ??= (async () => {
    if (backendName !== 'memory') return {};
    const { createMemoryBackend } = await import('../../adapters/memory');
    const backend = await createMemoryBackend();
    try {
      const content = new ContentUseCases(backend.banners, backend.resources);
      return { resources: await content.allResources(), banners: await content.listBanners() };
    } finally {
      backend.dispose();
    }
  })();
  return builtContent;
}

/**
 * Renders the app at `path` (every lazy page and part resolved) and collects its styles. The
 * route's pages and the layout's parts load first, as the client loads them before it hydrates
 * (src/startApp.tsx): a page's skeleton shows while the session is checked only once its module
 * is there, and the layout renders the footer only once its module is there.
 */
export async function renderRoute(path: string, backendName: string): Promise<PrerenderedRoute> {
  await Promise.all([preloadPagesAt(path), preloadLayoutParts()]);
  // The page carries only the content its markup read.
  const content = await contentOf(backendName);
  const read: PrerenderedContent = {};
  const reading = new Proxy(content, {
    get(all, key) {
      if (typeof key === 'string' && Object.hasOwn(all, key))
        (read as Record<string, unknown>)[key] = all[key as keyof PrerenderedContent];
      return Reflect.get(all, key);
    },
  });
  setPrerenderedContent(path, reading);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<App useCases={noUseCases} backendName={backendName} router="memory" initialPath={path} />),
      { onError: (error) => console.error(`prerender ${path}:`, error) },
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return { html, styleTags: sheet.getStyleTags(), content: Object.keys(read).length > 0 ? read : null };
  } finally {
    sheet.seal();
  }
}

/** The loading line the sign-in page shows a member while the app decides (./sessionBoot.ts). */
export const loadingText = texts.components.loading.label;
