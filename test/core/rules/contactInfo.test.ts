import type { ContactInfo } from '../../../core/domain';
import { normalizeContact } from '../../../core/rules/contactInfo';

describe('normalizeContact', () => {
  it('trims the email and the phone', () => {
    expect(normalizeContact({ email: ' a@example.tw\n', phone: '\u30000912-345-678 ' })).toEqual({ email: 'a@example.tw', phone: '0912-345-678' });
  });

  it('stores blank for anything that is not text', () => {
    expect(normalizeContact({ email: 42, phone: null } as unknown as ContactInfo)).toEqual({ email: '', phone: '' });
    expect(normalizeContact(undefined as unknown as ContactInfo)).toEqual({ email: '', phone: '' });
  });

  it('drops any other field', () => {
    expect(normalizeContact({ email: 'a@example.tw', phone: '', uid: 'u1' } as unknown as ContactInfo)).toEqual({ email: 'a@example.tw', phone: '' });
  });
});
