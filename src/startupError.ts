/** Webpack's error for a chunk that did not download (a dropped or very slow connection). */
function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * What a person sees when the configured backend cannot start: a clear message instead of a
 * blank page. Its code that could not be downloaded asks to check the connection and reload
 * (<template id="startup-offline">); anything else (not built, misconfigured) says the service
 * cannot start (<template id="startup-error">). The words are index.html's (they cost little in
 * HTML and show even when scripts fail to load); this fills in the technical detail for the
 * operator.
 */
export function renderStartupError(root: HTMLElement, backend: string, error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  const template = document.getElementById(isDownloadFailure(error) ? 'startup-offline' : 'startup-error');
  const message =
    template instanceof HTMLTemplateElement
      ? (template.content.cloneNode(true) as DocumentFragment)
      : document.createElement('main');
  const technical = message.querySelector('[data-detail]') ?? message.appendChild(document.createElement('p'));
  technical.textContent = isDownloadFailure(error)
    ? `The code of backend "${backend}" could not be downloaded: ${detail}`
    : `Backend "${backend}" could not start: ${detail} See config/backend.ts and README.`;
  root.replaceChildren(message);
}
