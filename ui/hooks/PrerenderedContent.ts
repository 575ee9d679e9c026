import type { Banner, Resource } from '../../core/domain';

/**
 * Content the build read from the backend and rendered into a public page's HTML, so the page
 * paints it before any script runs (src/build/prerenderEntry.tsx). The page carries it as JSON
 * too: the client hydrates with the same content, and the page then reads the backend as usual.
 * Only the memory build has content to give at build time (its demo content ships with it).
 */
export interface PrerenderedContent {
  /** Resources (/resources), as ContentUseCases.allResources gives them. */
  resources?: Resource[];
  /** Home's banners, as ContentUseCases.listBanners gives them. */
  banners?: Banner[];
}

/** The id of the page's <script type="application/json"> that carries it. */
export const PRERENDERED_CONTENT_ID = 'prerendered-content';

let content: PrerenderedContent = {};
let builtFor: string | null = null;

/** The page at `path` was prerendered with `next` (src/startApp.tsx; the prerender itself). */
export function setPrerenderedContent(path: string, next: PrerenderedContent): void {
  builtFor = path;
  content = next;
}

/**
 * Called with the address on every render of the frame (ui/layout/AppLayout.tsx): once the
 * person has left the address the content was built for, it is gone for good, so a page opened
 * later reads the backend and the build's copy never shows again.
 */
export function keepPrerenderedContentAt(pathname: string): void {
  if (builtFor !== null && pathname !== builtFor) setPrerenderedContent('', {});
}

/** What the page was prerendered with, while the person is still at its address. */
export function prerenderedContent(): PrerenderedContent {
  return content;
}
