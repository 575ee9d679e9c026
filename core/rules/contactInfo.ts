import type { ContactInfo } from '../domain';

/**
 * A member's contact as every backend stores and checks it: email and phone trimmed, and '' for
 * anything that is not text, so a stored contact always holds two strings.
 */
export function normalizeContact(contact: ContactInfo): ContactInfo {
  return {
    email: typeof contact?.email === 'string' ? contact.email.trim() : '',
    phone: typeof contact?.phone === 'string' ? contact.phone.trim() : '',
  };
}
