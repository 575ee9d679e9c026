/** Password hashing of the memory backend. */
import { utf8Encode } from '../../../adapters/memory/crypto';
import { hashPassword, sha256Fallback } from '../../../adapters/memory/passwords';

function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('sha256Fallback', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(hex(sha256Fallback(utf8Encode('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256Fallback(utf8Encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256Fallback(utf8Encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('gives what crypto.subtle gives, across block boundaries and non-ASCII text', async () => {
    for (const text of ['密碼', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), '創業夥伴'.repeat(40)]) {
      const bytes = utf8Encode(text);
      const native = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
      expect(hex(sha256Fallback(bytes))).toBe(hex(native));
    }
  });
});

describe('hashPassword', () => {
  it('depends on the salt and the password', async () => {
    const h = await hashPassword('secret-123', 'salt1');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPassword('secret-123', 'salt1')).toBe(h);
    expect(await hashPassword('secret-123', 'salt2')).not.toBe(h);
    expect(await hashPassword('secret-124', 'salt1')).not.toBe(h);
  });
});
