import { isClientId, newClientId } from '../../../core/domain/clientId';

describe('client ids', () => {
  it('are random version 4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newClientId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isClientId(id)).toBe(true);
  });

  it('are made without randomUUID too (a page served over plain http)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newClientId();
      expect(isClientId(id)).toBe(true);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it.each(['', 'abc', '__proto__', '00000000-0000-0000-0000-000000000000', 'A1B2C3D4-0000-4000-8000-000000000000', 42, null])(
    'refuses %p',
    (value) => expect(isClientId(value)).toBe(false),
  );
});
