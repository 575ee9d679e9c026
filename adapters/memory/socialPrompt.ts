/**
 * The memory backend's stand-in for the Google / Facebook popup: a native <dialog> built with
 * plain DOM (no React), so a person sees a real step and can cancel it, like the real popup.
 */
import type { SocialProvider } from '../../core/domain';

export interface SocialAccountChoice {
  name: string;
  email: string;
}

/** Asks which account to continue with; null when the person closed or cancelled the step. */
export type SocialPrompt = (provider: SocialProvider) => Promise<SocialAccountChoice | null>;

export const SOCIAL_PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The local account each provider signs in as. */
export function demoSocialAccount(provider: SocialProvider): SocialAccountChoice {
  return { name: `${SOCIAL_PROVIDER_LABEL[provider]} 示範會員`, email: `${provider}-demo@cofounder.tw` };
}

export function hasDom(): boolean {
  const g = globalThis as { document?: Document };
  return typeof g.document === 'object' && g.document !== null && typeof g.document.createElement === 'function';
}

/** A full-width button's look, for a <button> or a link that acts as one. */
export function buttonStyle(primary: boolean): string {
  return [
    'display:block',
    'box-sizing:border-box',
    'width:100%',
    'min-height:44px',
    'margin-top:12px',
    'padding:10px 16px',
    'border-radius:8px',
    'font:inherit',
    'text-align:center',
    'text-decoration:none',
    'cursor:pointer',
    primary
      ? 'background:#1a56db;color:#fff;border:1px solid #1a56db'
      : 'background:#fff;color:#1f2937;border:1px solid #9ca3af',
  ].join(';');
}

export function button(doc: Document, text: string, primary: boolean): HTMLButtonElement {
  const b = doc.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.style.cssText = buttonStyle(primary);
  return b;
}

/**
 * Shows the dialog titled 'Google 登入（示範）' / 'Facebook 登入（示範）' with one account choice
 * ('以示範帳號繼續') and 取消. Esc and 取消 resolve null.
 */
export function domSocialPrompt(
  provider: SocialProvider,
  doc: Document = document,
): Promise<SocialAccountChoice | null> {
  const account = demoSocialAccount(provider);
  const label = SOCIAL_PROVIDER_LABEL[provider];
  return new Promise((resolve) => {
    const dialog = doc.createElement('dialog');
    const titleId = `memory-social-title-${provider}`;
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('data-testid', 'memory-social-dialog');
    dialog.style.cssText =
      'max-width:360px;width:calc(100% - 32px);padding:24px;border:none;border-radius:12px;' +
      'box-shadow:0 10px 40px rgba(0,0,0,.3);font-family:"PingFang TC","Noto Sans TC","Microsoft JhengHei",system-ui,sans-serif;' +
      'font-size:16px;line-height:1.7;color:#1f2937;background:#fff';

    const title = doc.createElement('h2');
    title.id = titleId;
    title.textContent = `${label} 登入（示範）`;
    title.style.cssText = 'margin:0 0 8px;font-size:20px';

    const note = doc.createElement('p');
    note.textContent = `這是示範模式，不會連線到 ${label}。選擇下方的示範帳號即可登入。`;
    note.style.cssText = 'margin:0 0 8px';

    const choose = button(doc, '以示範帳號繼續', true);
    choose.setAttribute('data-testid', 'memory-social-continue');
    const who = doc.createElement('span');
    who.textContent = `${account.name}（${account.email}）`;
    who.style.cssText = 'display:block;font-size:14px;opacity:.9';
    choose.appendChild(who);

    const cancel = button(doc, '取消', false);
    cancel.setAttribute('data-testid', 'memory-social-cancel');

    dialog.append(title, note, choose, cancel);

    let done = false;
    const finish = (value: SocialAccountChoice | null) => {
      if (done) return;
      done = true;
      try {
        if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      } catch {
        // already closed
      }
      dialog.remove();
      resolve(value);
    };
    choose.addEventListener('click', () => finish(account));
    cancel.addEventListener('click', () => finish(null));
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      finish(null);
    });
    dialog.addEventListener('close', () => finish(null));

    doc.body.appendChild(dialog);
    if (typeof dialog.showModal === 'function') {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    } else {
      dialog.setAttribute('open', '');
    }
    choose.focus();
  });
}
