/** @jest-environment jest-fixed-jsdom */
import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { TextArea } from '../../../ui/components/TextArea';
import { TextField } from '../../../ui/components/TextField';
import { useEarlyChoice, useEarlyInputTakenOver } from '../../../ui/hooks/EarlyInput';
import { theme } from '../../../ui/theme/theme';

/** A sign-in-like form whose state shows in <output>, and which reports what it sends. */
function SignInForm({
  onSend,
  note = false,
}: {
  onSend: (sent: { email: string; about: string }) => void;
  note?: boolean;
}) {
  const [email, setEmail] = useState('');
  const [about, setAbout] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, about });
  };
  return (
    <ThemeProvider theme={theme}>
      <form onSubmit={send}>
        <TextField label="電子郵件" id="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextArea label="自我介紹" id="about" name="about" value={about} onChange={(e) => setAbout(e.target.value)} />
        {note ? <p>請先登入</p> : null}
        <output>{`${email}|${about}`}</output>
        <button type="submit">登入</button>
      </form>
    </ThemeProvider>
  );
}

/** The page as the build prerendered it, in a #root of the document. */
function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<SignInForm onSend={() => {}} />);
  document.body.replaceChildren(root);
  return root;
}

/** src/index.html's inline script, run as the page's head runs it. */
const inlineScript = readFileSync(path.join(process.cwd(), 'src/index.html'), 'utf8').match(
  /<script>([^<]*earlyInput[^<]*)<\/script>/,
)![1]!;

/** What the person does before the app's scripts have run. */
function type(root: HTMLElement, name: string, text: string): void {
  const field = root.querySelector(`[name=${name}]`) as HTMLInputElement | HTMLTextAreaElement;
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('text typed into a prerendered form before the app takes over', () => {
  beforeAll(() => {
    new Function(inlineScript)();
  });
  beforeEach(() => {
    // A page load: the inline script starts keeping afresh.
    window.earlyInput = { at: location.pathname, texts: {}, focus: '', sent: [], choices: {}, taken: false };
  });

  it('reaches the hydrated page state, and a form sent early is sent once with it', async () => {
    const root = prerendered();
    type(root, 'email', 'early@example.com');
    type(root, 'about', '想找技術夥伴');
    root.querySelector('form')!.requestSubmit();
    const sent = jest.fn();
    await act(async () => {
      hydrateRoot(root, <SignInForm onSend={sent} />);
    });
    await flush();
    expect(root.querySelector('output')!.textContent).toBe('early@example.com|想找技術夥伴');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ email: 'early@example.com', about: '想找技術夥伴' });
  });

  it('survives a page drawn afresh, with the focus given back', async () => {
    const root = prerendered();
    type(root, 'email', 'before@example.com');
    type(root, 'email', 'after@example.com');
    const sent = jest.fn();
    await act(async () => {
      createRoot(root).render(<SignInForm onSend={sent} note />);
    });
    await flush();
    expect(root.querySelector('p')!.textContent).toBe('請先登入');
    expect(root.querySelector('output')!.textContent).toBe('after@example.com|');
    expect(document.activeElement).toBe(root.querySelector('[name=email]'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('leaves alone a form nobody typed in', async () => {
    const root = prerendered();
    const sent = jest.fn();
    await act(async () => {
      hydrateRoot(root, <SignInForm onSend={sent} />);
    });
    await flush();
    expect(root.querySelector('output')!.textContent).toBe('|');
    expect(sent).not.toHaveBeenCalled();
  });

  it('is for the address it was typed at only', async () => {
    const root = prerendered();
    type(root, 'email', 'early@example.com');
    window.earlyInput!.at = '/elsewhere';
    await act(async () => {
      hydrateRoot(root, <SignInForm onSend={() => {}} />);
    });
    await flush();
    expect(root.querySelector('output')!.textContent).toBe('|');
  });

  it('sends once when the person’s press reaches the page as it hydrates', async () => {
    const root = prerendered();
    type(root, 'email', 'early@example.com');
    root.querySelector('form')!.requestSubmit();
    const sent = jest.fn();
    // The fields' effects have run, and the page's own send is not yet due, when the press arrives.
    jest.useFakeTimers();
    try {
      await act(async () => {
        hydrateRoot(root, <SignInForm onSend={sent} />);
      });
      root.querySelector('form')!.requestSubmit();
      act(() => jest.runOnlyPendingTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ email: 'early@example.com', about: '' });
  });

  it('takes a password manager’s fill that fires only change, and gives no focus the person took away', async () => {
    const root = prerendered();
    const email = root.querySelector('[name=email]') as HTMLInputElement;
    email.focus();
    email.value = 'filled@example.com';
    email.dispatchEvent(new Event('change', { bubbles: true }));
    email.blur();
    await act(async () => {
      createRoot(root).render(<SignInForm onSend={() => {}} />);
    });
    await flush();
    expect(root.querySelector('output')!.textContent).toBe('filled@example.com|');
    expect(document.activeElement).toBe(document.body);
  });

  it('stops keeping once the app has taken over a page without text fields: a form sent there is never marked busy', async () => {
    // A chat: its composer is a plain textarea of the app's own, so no text field ends the keeping.
    function ChatPage({ onSend }: { onSend: () => void }) {
      useEarlyInputTakenOver();
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <textarea name="message" aria-label="訊息" />
          <button type="submit">傳送</button>
        </form>
      );
    }
    const root = document.createElement('div');
    document.body.replaceChildren(root);
    const sent = jest.fn();
    await act(async () => {
      createRoot(root).render(<ChatPage onSend={sent} />);
    });
    await flush();
    const form = root.querySelector('form')!;
    type(root, 'message', '你好');
    await act(async () => form.requestSubmit());
    await flush();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(form.hasAttribute('data-early-sent')).toBe(false);
    expect(form.getAttribute('aria-busy')).toBeNull();
    expect(window.earlyInput?.sent ?? []).toEqual([]);
    expect(window.earlyInput?.texts ?? {}).toEqual({});
  });

  it('is dropped once the first fields have run: nothing typed later, nor a later page, uses it', async () => {
    const root = prerendered();
    type(root, 'email', 'early@example.com');
    await act(async () => {
      hydrateRoot(root, <SignInForm onSend={() => {}} />);
    });
    await flush();
    expect(window.earlyInput).toBeUndefined();
  });

  it('keeps a tab pressed before the app takes over, and the page then shows that tab', async () => {
    /** Sign-in and register tabs (buttons naming their choice), with a field as the sign-in page has. */
    function Tabs() {
      const [mode, setMode] = useState('login');
      useEarlyChoice('mode', setMode);
      const [email, setEmail] = useState('');
      return (
        <ThemeProvider theme={theme}>
          {(['login', 'register'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              name="mode"
              value={m}
              aria-selected={mode === m}
              onClick={() => setMode(m)}
            >
              {m}
            </button>
          ))}
          <TextField
            label="電子郵件"
            id="email"
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </ThemeProvider>
      );
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs />);
    document.body.replaceChildren(root);
    (root.querySelector('[value=register]') as HTMLButtonElement).click();
    await act(async () => {
      hydrateRoot(root, <Tabs />);
    });
    await flush();
    expect(root.querySelector('[value=register]')!.getAttribute('aria-selected')).toBe('true');
    expect(root.querySelector('[value=login]')!.getAttribute('aria-selected')).toBe('false');
  });
});
