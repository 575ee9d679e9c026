/** Ids and text of the memory backend. */
import { newId, utf8Decode, utf8Encode } from '../../../adapters/memory/crypto';

describe('ids and text', () => {
  it('makes 20-character alphanumeric ids (never an underscore, which joins chat ids)', () => {
    const ids = Array.from({ length: 200 }, () => newId());
    expect(ids.every((id) => /^[A-Za-z0-9]{20}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('round-trips UTF-8', () => {
    expect(utf8Decode(utf8Encode('臺北市 大安區 ✓'))).toBe('臺北市 大安區 ✓');
  });
});
