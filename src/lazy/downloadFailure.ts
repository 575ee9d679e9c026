/** Webpack's error for a chunk that did not download (a dropped or very slow connection). */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
