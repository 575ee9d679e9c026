import { isOwnAvatarUrl } from '../../../adapters/firebase/ownAvatarUrl';

const token = 'alt=media&token=1f0c2a4e-6b7d-4c8e-9f01-23456789abcd';
const at = (host: string, bucket: string, uid: string) => `${host}/v0/b/${bucket}/o/avatars%2F${uid}?${token}`;

describe('isOwnAvatarUrl (as firestore.rules ownAvatarUrl)', () => {
  it('takes none, or the member’s upload in the project’s default bucket (the emulator’s too)', () => {
    expect(isOwnAvatarUrl('', 'alice', 'co-tw')).toBe(true);
    expect(
      isOwnAvatarUrl(
        at('https://firebasestorage.googleapis.com', 'co-tw.firebasestorage.app', 'alice'),
        'alice',
        'co-tw',
      ),
    ).toBe(true);
    expect(
      isOwnAvatarUrl(at('https://firebasestorage.googleapis.com', 'co-tw.appspot.com', 'alice'), 'alice', 'co-tw'),
    ).toBe(true);
    expect(isOwnAvatarUrl(at('http://127.0.0.1:9199', 'demo-co.appspot.com', 'alice'), 'alice', 'demo-co')).toBe(true);
  });

  it('takes the Storage emulator’s address only for a local stack’s demo- project', () => {
    expect(isOwnAvatarUrl(at('http://127.0.0.1:9199', 'co-tw.appspot.com', 'alice'), 'alice', 'co-tw')).toBe(false);
    expect(isOwnAvatarUrl(at('http://localhost:9199', 'co-tw.appspot.com', 'alice'), 'alice', 'co-tw')).toBe(false);
  });

  it('refuses another site, another member’s photo, another project’s bucket, and what is not text', () => {
    expect(isOwnAvatarUrl('https://tracker.example/pixel.gif', 'alice', 'co-tw')).toBe(false);
    expect(
      isOwnAvatarUrl(at('https://firebasestorage.googleapis.com', 'co-tw.appspot.com', 'bob'), 'alice', 'co-tw'),
    ).toBe(false);
    expect(
      isOwnAvatarUrl(at('https://firebasestorage.googleapis.com', 'evil.appspot.com', 'alice'), 'alice', 'co-tw'),
    ).toBe(false);
    expect(
      isOwnAvatarUrl(at('https://firebasestorage.googleapis.com', 'coXtw.appspot.com', 'alice'), 'alice', 'co.tw'),
    ).toBe(false);
    expect(isOwnAvatarUrl(at('https://evil.example', 'co-tw.appspot.com', 'alice'), 'alice', 'co-tw')).toBe(false);
    expect(isOwnAvatarUrl(null, 'alice', 'co-tw')).toBe(false);
    // As the rules: a uid of other characters has no photo.
    expect(
      isOwnAvatarUrl(at('https://firebasestorage.googleapis.com', 'co-tw.appspot.com', 'a.b'), 'a.b', 'co-tw'),
    ).toBe(false);
  });
});
