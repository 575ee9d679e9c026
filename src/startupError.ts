/**
 * What a person sees when the configured backend cannot start (not built, misconfigured):
 * a clear message instead of a blank page. Plain DOM, so it works before React loads.
 */
export function renderStartupError(root: HTMLElement, backend: string, error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error);
  root.replaceChildren();
  const box = document.createElement('main');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:40rem;margin:4rem auto;padding:1.5rem;font:16px/1.7 "PingFang TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;color:#1f2937;border:1px solid #fca5a5;border-radius:12px;background:#fff';
  const title = document.createElement('h1');
  title.textContent = '服務暫時無法啟動';
  title.style.fontSize = '1.5rem';
  const text = document.createElement('p');
  text.textContent = '網站的後端設定有誤，請稍後再試，或聯絡網站管理員。';
  const tech = document.createElement('p');
  tech.style.cssText = 'color:#4b5563;font-size:0.9rem';
  tech.lang = 'en';
  tech.textContent = `Backend "${backend}" could not start: ${detail} See config/backend.ts and README.`;
  box.append(title, text, tech);
  root.append(box);
}
