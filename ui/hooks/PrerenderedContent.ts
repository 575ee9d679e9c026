import { createContext, useContext } from 'react';
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

const PrerenderedContentContext = createContext<PrerenderedContent>({});

/** What the page was prerendered with, at the address it was built for (ui/app/PrerenderedContentScope.tsx). */
export const PrerenderedContentProvider = PrerenderedContentContext.Provider;

export function usePrerenderedContent(): PrerenderedContent {
  return useContext(PrerenderedContentContext);
}
