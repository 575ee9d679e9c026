/** Password hashing of the memory backend. */
import { hashPassword } from '../../../adapters/memory/passwords';

describe('hashPassword', () => {
  it('depends on the salt and the password', async () => {
    const h = await hashPassword('secret-123', 'salt1');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashPassword('secret-123', 'salt1')).toBe(h);
    expect(await hashPassword('secret-123', 'salt2')).not.toBe(h);
    expect(await hashPassword('secret-124', 'salt1')).not.toBe(h);
  });
});
