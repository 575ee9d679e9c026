/**
 * Build-time helper (never bundled): the tiny inline script and style that a prerendered page
 * where a signed-out visitor belongs (the sign-in page) carries, so a member who opens it never
 * sees the sign-in form for a moment. Before the body paints, the script looks for the
 * backend's persisted session and, when one is there, marks <html data-boot="member">; the style
 * then hides the page's content under a loading line until the app has decided where the member
 * goes (ui/app/guards.tsx clears the mark).
 */
import type { AppConfig } from '../../config/backend.ts';

/** The memory backend's per-tab session key (adapters/memory/database.ts STORE_KEYS.session; a test keeps them equal). */
export const MEMORY_SESSION_KEY = 'cofounder-memory/v1/session';

/** Where a backend persists its signed-in session, as the SDK names it. */
export function sessionMarkerKey(config: AppConfig): { storage: 'sessionStorage' | 'localStorage' | 'firebase'; key: string } {
  switch (config.backend) {
    case 'memory':
      return { storage: 'sessionStorage', key: MEMORY_SESSION_KEY };
    case 'supabase': {
      // supabase-js's default storage key: the first label of the project's host name.
      const host = (() => {
        try {
          return new URL(config.supabase.url).hostname;
        } catch {
          return '';
        }
      })();
      return { storage: 'localStorage', key: `sb-${host.split('.')[0]}-auth-token` };
    }
    case 'firebase':
      // Firebase Auth keeps the user in IndexedDB (firebaseLocalStorageDb), else in localStorage.
      return { storage: 'firebase', key: `firebase:authUser:${config.firebase.apiKey}:[DEFAULT]` };
  }
}

/** The attribute the script sets and the app clears. */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * The inline script. Firebase's IndexedDB answers asynchronously: the page's content waits hidden
 * for that answer (a few milliseconds), so a member still never sees the form.
 */
export function sessionBootScript(config: AppConfig): string {
  const { storage, key } = sessionMarkerKey(config);
  const k = JSON.stringify(key);
  const mark = `document.documentElement.setAttribute('${BOOT_ATTRIBUTE}','member')`;
  if (storage !== 'firebase') return `try{if(${storage}.getItem(${k}))${mark}}catch(e){}`;
  return (
    `(function(){var h=document.documentElement,done=function(m){m?h.setAttribute('${BOOT_ATTRIBUTE}','member'):h.getAttribute('${BOOT_ATTRIBUTE}')==='pending'&&h.removeAttribute('${BOOT_ATTRIBUTE}')};` +
    `try{if(localStorage.getItem(${k}))return done(1);h.setAttribute('${BOOT_ATTRIBUTE}','pending');` +
    `var r=indexedDB.open('firebaseLocalStorageDb');r.onerror=function(){done(0)};r.onupgradeneeded=function(){r.transaction.abort()};` +
    `r.onsuccess=function(){var d=r.result;try{var g=d.transaction('firebaseLocalStorage','readonly').objectStore('firebaseLocalStorage').get(${k});` +
    `g.onsuccess=function(){done(!!g.result);d.close()};g.onerror=function(){done(0);d.close()}}catch(e){done(0);d.close()}}}catch(e){done(0)}})()`
  );
}

/** The style: while marked, the page's content gives way to a loading line (the header stays). */
export function sessionBootStyle(loadingText: string): string {
  return (
    `html[${BOOT_ATTRIBUTE}] #main-content>*{display:none}` +
    `html[${BOOT_ATTRIBUTE}] #main-content::before{content:${JSON.stringify(loadingText)};display:block;text-align:center;padding:4rem 1rem;color:var(--c-textMuted)}`
  );
}
