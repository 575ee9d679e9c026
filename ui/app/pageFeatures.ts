/**
 * Which code-split parts of the backend and of the use cases each page calls as it opens. A backend may load the
 * adapter of a feature on first use, as the chunk "<backend>-<feature>" (the memory backend does:
 * adapters/memory/createMemoryBackend.ts). Pages are named by their chunk (ui/app/routes.tsx).
 *
 * From this list, index.html preloads those chunks with the route's page (webpack.config.ts), the
 * bundle benchmark counts them in the route's first load (test/bench/bundles.ts), and an
 * end-to-end check fails when a page downloads a chunk this list does not account for
 * (test/e2e/journeys/routes.ts).
 */
export const PAGE_FEATURES: Readonly<Record<string, readonly string[]>> = {
  'page-home': ['content'],
  'page-resources': ['content'],
  'page-project-detail': ['applications'],
  'page-chat': ['chat'],
  'page-inbox': ['chat'],
  'page-questionnaire': ['questionnaire'],
  'page-questionnaire-result': ['questionnaire'],
  'admin-dashboard': ['admin'],
  'admin-users': ['admin'],
  'admin-projects': ['admin'],
  'admin-banners': ['content'],
  'admin-resources': ['content'],
  'admin-questionnaire-editor': ['questionnaire'],
};

/**
 * The use cases core loads on first use (core/usecases/index.ts) that a page calls as it opens,
 * by chunk name, in every build. (The admin use cases travel in the admin layout's chunk.)
 */
export const PAGE_USE_CASE_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  'page-questionnaire': ['questionnaire-use-cases'],
  'page-questionnaire-result': ['questionnaire-use-cases'],
};

/** The chunk names of the features a page calls as it opens, in a build for `backend`. */
export function featureChunksOf(page: string, backend: string): string[] {
  return [
    ...(PAGE_FEATURES[page] ?? []).map((feature) => `${backend}-${feature}`),
    ...(PAGE_USE_CASE_CHUNKS[page] ?? []),
  ];
}
