/** core's plain-JavaScript SHA-256. */
import { sha256, sha256Hex } from '../../../core/text/sha256';

const utf8 = (text: string) => new TextEncoder().encode(text);
function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('sha256', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(hex(sha256(utf8('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(sha256(utf8('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('gives what crypto.subtle gives, across block boundaries and non-ASCII text', async () => {
    for (const text of ['密碼', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), '創業夥伴'.repeat(40)]) {
      const bytes = utf8(text);
      const native = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
      expect(hex(sha256(bytes))).toBe(hex(native));
    }
  });
});

describe('sha256Hex', () => {
  it("is the lower-case hex of the text's UTF-8 bytes", () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
