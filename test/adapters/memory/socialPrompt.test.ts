/**
 * @jest-environment jsdom
 */
/** The memory backend's visible stand-in for the Google / Facebook popup (plain DOM). */
import { MemoryChannelHub, MemoryKeyValueStore, createMemoryBackend } from '../../../adapters/memory';
import { demoSocialAccount, domSocialPrompt } from '../../../adapters/memory/socialPrompt';

function dialog(): HTMLDialogElement {
  const d = document.querySelector('dialog');
  if (!d) throw new Error('no dialog shown');
  return d as HTMLDialogElement;
}

function buttonByText(text: string): HTMLButtonElement {
  const b = [...dialog().querySelectorAll('button')].find((x) => x.textContent?.includes(text));
  if (!b) throw new Error(`no button ${text}`);
  return b;
}

describe('domSocialPrompt', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows a titled dialog and continues with the demo account', async () => {
    const pending = domSocialPrompt('google');
    const d = dialog();
    expect(d.hasAttribute('open')).toBe(true);
    const title = d.querySelector('h2');
    expect(title?.textContent).toBe('Google 登入（示範）');
    expect(d.getAttribute('aria-labelledby')).toBe(title?.id);
    const choose = buttonByText('以示範帳號繼續');
    expect(choose.textContent).toContain('google-demo@cofounder.tw');
    expect(document.activeElement).toBe(choose);
    choose.click();
    await expect(pending).resolves.toEqual(demoSocialAccount('google'));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('取消 resolves null and removes the dialog', async () => {
    const pending = domSocialPrompt('facebook');
    expect(dialog().querySelector('h2')?.textContent).toBe('Facebook 登入（示範）');
    buttonByText('取消').click();
    await expect(pending).resolves.toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('Esc (the dialog’s cancel event) resolves null', async () => {
    const pending = domSocialPrompt('google');
    dialog().dispatchEvent(new Event('cancel', { cancelable: true }));
    await expect(pending).resolves.toBeNull();
  });

  it('names the local account per provider', () => {
    expect(demoSocialAccount('google').email).toBe('google-demo@cofounder.tw');
    expect(demoSocialAccount('facebook').email).toBe('facebook-demo@cofounder.tw');
  });

  it('is what the backend shows when no prompt is injected', async () => {
    const backend = await createMemoryBackend({
      store: new MemoryKeyValueStore(),
      sessionStore: new MemoryKeyValueStore(),
      channel: new MemoryChannelHub().connect(),
      seed: async () => ({ users: [] }),
    });
    try {
      const pending = backend.auth.signInWithProvider('facebook');
      await new Promise((r) => setTimeout(r, 0));
      buttonByText('以示範帳號繼續').click();
      await expect(pending).resolves.toMatchObject({ email: 'facebook-demo@cofounder.tw', isNewUser: true });
      expect(backend.auth.currentSession()?.email).toBe('facebook-demo@cofounder.tw');
      await backend.auth.signOut();
      const cancelled = backend.auth.signInWithProvider('facebook');
      await new Promise((r) => setTimeout(r, 0));
      buttonByText('取消').click();
      await expect(cancelled).rejects.toMatchObject({ code: 'auth/popup-closed' });
    } finally {
      backend.dispose();
    }
  });
});
