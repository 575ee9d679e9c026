/**
 * Build-time helper (never bundled): the tiny inline script and style that a prerendered page
 * carries when its content is for visitors only or members only. Before the body paints, the
 * script looks for the backend's persisted session: on the sign-in page, a member's marks
 * <html data-boot="member">; on a member page that paints its static parts, its absence marks
 * <html data-boot="visitor">. The style then hides the page's content under a loading line until
 * the app has decided where the person goes (ui/app/guards.tsx clears the mark).
 */
import type { AppConfig } from '../../config/backend.ts';
import { keptUserKey } from '../../adapters/firebase/keptUser.ts';

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
      return { storage: 'firebase', key: keptUserKey(config.firebase.apiKey) };
  }
}

/** The attribute the script sets and the app clears. */
export const BOOT_ATTRIBUTE = 'data-boot';

/**
 * Which page the script guards: the sign-in page hides its form from a member; a member page
 * that paints its own static parts (src/build/prerenderPlugin.ts) hides them from a visitor.
 */
export type BootPage = 'sign-in' | 'member';

/**
 * The inline script: marks <html> when the page's content is not for whoever opens it. Firebase's
 * IndexedDB answers asynchronously: the page's content waits hidden for that answer (a few
 * milliseconds), so nobody sees what is not theirs.
 */
export function sessionBootScript(config: AppConfig, page: BootPage = 'sign-in'): string {
  const { storage, key } = sessionMarkerKey(config);
  const k = JSON.stringify(key);
  const hideAs = page === 'sign-in' ? 'member' : 'visitor';
  const hide = `document.documentElement.setAttribute('${BOOT_ATTRIBUTE}','${hideAs}')`;
  if (storage !== 'firebase')
    return page === 'sign-in' ? `try{if(${storage}.getItem(${k}))${hide}}catch(e){}` : `try{if(!${storage}.getItem(${k}))${hide}}catch(e){${hide}}`;
  // done(found): a session was found (1) or not (0).
  const [onFound, onMissing] = page === 'sign-in' ? ['hide()', 'show()'] : ['show()', 'hide()'];
  return (
    `(function(){var h=document.documentElement,hide=function(){h.setAttribute('${BOOT_ATTRIBUTE}','${hideAs}')},` +
    `show=function(){h.getAttribute('${BOOT_ATTRIBUTE}')==='pending'&&h.removeAttribute('${BOOT_ATTRIBUTE}')},done=function(m){m?${onFound}:${onMissing}};` +
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
