/**
 * What a person sees when the configured backend cannot start (not built, misconfigured, or
 * its code could not be downloaded): a clear message instead of a blank page. The message is
 * the <template id="startup-error"> of index.html (words cost little in HTML and it shows even
 * when scripts fail to load); this fills in the technical detail for the operator.
 */
export function renderStartupError(root: HTMLElement, backend: string, error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  const template = document.getElementById('startup-error');
  const message =
    template instanceof HTMLTemplateElement
      ? (template.content.cloneNode(true) as DocumentFragment)
      : document.createElement('main');
  const technical = message.querySelector('[data-detail]') ?? message.appendChild(document.createElement('p'));
  technical.textContent = `Backend "${backend}" could not start: ${detail} See config/backend.ts and README.`;
  root.replaceChildren(message);
}
