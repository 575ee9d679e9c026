import { useEffect } from 'react';
import { boundariesHydrating } from '../components/hydration';

/**
 * What a person types into a prerendered page before the app takes it over (or a password manager
 * fills in), the field they are in and the form they send. src/index.html's inline script keeps
 * them from the first moment: the browser shows the text, but the page's state holds none of it,
 * and a page the app draws afresh instead of hydrating (an address with a query) replaces the
 * markup that holds it. Each of the app's text fields takes its own once React runs it.
 */
export interface EarlyInput {
  /** The address it was typed at: a field elsewhere takes nothing. */
  at: string;
  /** Text by field name. */
  texts: Record<string, string>;
  /** The name of the field the person was in. */
  focus: string;
  /**
   * The names of the fields of the form they sent; empty if none was sent. The form itself is
   * marked busy (`data-early-sent`, `aria-busy`) until the app takes it over.
   */
  sent: string[];
  /** The value of the last pressed choice (a `type="button"` with a name and a value), by name. */
  choices: Record<string, string>;
  /**
   * The app has taken the page over (its first screen drawn, hydrated when it hydrates): what is
   * typed or sent from then on is the app's own, and the inline script keeps nothing more.
   */
  taken: boolean;
}

declare global {
  interface Window {
    /** Kept by src/index.html's inline script until the app's first text field runs. */
    earlyInput?: EarlyInput;
  }
}

/**
 * Marks the page taken over once the app's first screen is drawn, or has hydrated. A page with no
 * text field (a chat, whose composer is the app's own) never ends the keeping through
 * useEarlyText: without this, every message sent there would be marked busy for good.
 */
export function useEarlyInputTakenOver(): void {
  useEffect(() => {
    let live = true;
    const take = () => {
      if (live && window.earlyInput) window.earlyInput.taken = true;
    };
    const hydrating = boundariesHydrating();
    if (hydrating) void hydrating.then(take);
    else take();
    return () => {
      live = false;
    };
  }, []);
}

/**
 * The choice named `name` pressed before the app took the page over (a tab the prerendered page
 * showed, which nothing answered yet) is made now, once the page has hydrated. The page's own
 * effects that run before this one (a restored draft) come first: the press is newer.
 */
export function useEarlyChoice(name: string, choose: (value: string) => void): void {
  useEffect(() => {
    const early = window.earlyInput;
    const value = early?.at === location.pathname ? early.choices?.[name] : undefined;
    if (value === undefined) return;
    delete early!.choices[name];
    const hydrating = boundariesHydrating();
    if (hydrating) void hydrating.then(() => choose(value));
    else choose(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page first runs
  }, [name]);
}

/**
 * React keeps on the element the value it last saw, and tells the page of a value only when an
 * input event brings one it has not seen. Writing through the element's own setter (React's copy)
 * and then through the prototype's (the field only) makes the text new to React, as typing does.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The text field whose control has `id` takes what was typed into its name before the app took
 * over, as if typed now, and the focus if it had it. Effects run once React runs the field
 * (hydrated or drawn afresh), so its change handler is there to receive the text. The first
 * field to run ends the keeping: the fields that run with it (the same commit) share what was
 * kept, and it is dropped after them, so nothing typed later, nor a later page, ever uses it.
 */
export function useEarlyText(id: string): void {
  useEffect(() => {
    const early = window.earlyInput;
    if (!early) return;
    setTimeout(() => {
      if (window.earlyInput === early) window.earlyInput = undefined;
      // The app has the form now: its own busy state (a loading button) takes over from the mark.
      for (const form of document.querySelectorAll('form[data-early-sent]')) {
        form.removeAttribute('data-early-sent');
        form.removeAttribute('aria-busy');
      }
    });
    const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null;
    const name = field?.name;
    if (early.at !== location.pathname || !field || !name) return;
    const text = early.texts[name];
    delete early.texts[name];
    if (text) typeInto(field, text);
    if (early.focus === name && document.activeElement === document.body) field.focus({ preventScroll: true });
    if (early.sent.includes(name)) {
      early.sent = [];
      const form = field.form;
      if (!form) return;
      // After this task, the form's other fields (their effects run in the same batch) have their
      // text too, and the page has rendered it: its own handler then sends what the person sent,
      // unless the person's press already reached that handler (it arrived as React hydrated).
      const send = setTimeout(() => form.requestSubmit());
      form.addEventListener('submit', () => clearTimeout(send), { once: true });
    }
  }, [id]);
}
