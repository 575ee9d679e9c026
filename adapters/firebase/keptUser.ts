/**
 * Where Firebase Auth keeps the signed-in user between visits: this key, in its IndexedDB store
 * (or in localStorage where IndexedDB is unavailable). The page's boot script reads the same
 * (src/build/sessionBoot.ts).
 */
export function keptUserKey(apiKey: string, appName = '[DEFAULT]'): string {
  return `firebase:authUser:${apiKey}:${appName}`;
}

/**
 * Whether Auth keeps a signed-in user from an earlier visit, read before Auth starts (a few
 * milliseconds). Anything unreadable counts as no user.
 */
export function hasKeptUser(key: string): Promise<boolean> {
  try {
    if (localStorage.getItem(key)) return Promise.resolve(true);
  } catch {
    // No localStorage: IndexedDB may still have it.
  }
  return new Promise((resolve) => {
    try {
      const opening = indexedDB.open('firebaseLocalStorageDb');
      opening.onerror = () => resolve(false);
      // Not there yet: left for Auth to make (aborting the upgrade ends in onerror).
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onsuccess = () => {
        const db = opening.result;
        const answer = (found: boolean) => {
          resolve(found);
          db.close();
        };
        try {
          const reading = db
            .transaction('firebaseLocalStorage', 'readonly')
            .objectStore('firebaseLocalStorage')
            .get(key);
          reading.onsuccess = () => answer(reading.result != null);
          reading.onerror = () => answer(false);
        } catch {
          answer(false);
        }
      };
    } catch {
      resolve(false);
    }
  });
}
