/**
 * The data features a page may call as it opens (the route table's `features`), and the chunks
 * behind each. A backend may load the adapter of a feature on first use, as the chunk
 * "<backend>-<feature>" (the memory backend does: adapters/memory/createMemoryBackend.ts); a
 * group of use cases may load on first use as a chunk of its own (core/usecases/index.ts).
 *
 * From the route table's features, index.html preloads these chunks with the route's page
 * (webpack.config.ts), the bundle figures count them in the route's first load
 * (test/bench/bundles.ts), and an end-to-end check fails when a page downloads a chunk its
 * features do not account for (test/e2e/journeys/routes.ts).
 */

/** Use-case groups that load on first use, each its own chunk, in every build. */
export const USE_CASE_CHUNKS = [
  'questionnaire-use-cases',
  'report-use-cases',
  'recommendation-use-cases',
] as const;

/** A backend feature loaded on first use, or a use-case group. */
export type DataFeature =
  | 'admin'
  | 'applications'
  | 'blocks'
  | 'chat'
  | 'content'
  | 'questionnaire'
  | 'recommendations'
  | 'reports'
  | (typeof USE_CASE_CHUNKS)[number];

/** The chunk names of `features`, in a build for `backend`. */
export function featureChunks(features: readonly DataFeature[], backend: string): string[] {
  return features.map((feature) =>
    (USE_CASE_CHUNKS as readonly string[]).includes(feature) ? feature : `${backend}-${feature}`,
  );
}
