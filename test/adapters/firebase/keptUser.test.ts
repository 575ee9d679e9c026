/** @jest-environment jest-fixed-jsdom */
import { hasKeptUser, keptUserKey } from '../../../adapters/firebase/keptUser';

describe('hasKeptUser', () => {
  const key = keptUserKey('k');
  afterEach(() => localStorage.clear());

  it("names Auth's key for the default app and for a named one", () => {
    expect(key).toBe('firebase:authUser:k:[DEFAULT]');
    expect(keptUserKey('k', 'second')).toBe('firebase:authUser:k:second');
  });

  it('finds a user Auth keeps in localStorage', async () => {
    localStorage.setItem(key, JSON.stringify({ uid: 'u1' }));
    expect(await hasKeptUser(key)).toBe(true);
  });

  it('answers no user when neither store has one, or IndexedDB cannot be read', async () => {
    // jsdom has no IndexedDB: opening it throws, which counts as no user.
    expect(await hasKeptUser(key)).toBe(false);
  });
});
