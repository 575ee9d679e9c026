import { isDownloadFailure } from './lazy/downloadFailure';

/**
 * What a person sees when the configured backend cannot start: a clear message instead of a
 * blank page. Its code that could not be downloaded asks to check the connection and reload
 * (<template id="startup-offline">); anything else (not built, misconfigured) says the service
 * cannot start (<template id="startup-error">). The words are index.html's, so they show even
 * when scripts fail to load. Members read Chinese only; the technical detail is for the operator,
 * in the console.
 */
export function renderStartupError(root: HTMLElement, backend: string, error: unknown): void {
  const offline = isDownloadFailure(error);
  const template = document.getElementById(offline ? 'startup-offline' : 'startup-error');
  const message =
    template instanceof HTMLTemplateElement
      ? (template.content.cloneNode(true) as DocumentFragment)
      : document.createElement('main');
  console.error(
    offline
      ? `The code of backend "${backend}" could not be downloaded.`
      : `Backend "${backend}" could not start. See config/backend.ts and README.`,
    error,
  );
  root.replaceChildren(message);
}
