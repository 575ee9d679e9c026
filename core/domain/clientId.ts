import { ValidationError } from './errors';

/**
 * The id a client gives a write it may have to send again (a message, an application, a
 * submission, an admin's new banner, resource or question). When the server stored the first try but its reply was lost, the second try
 * carries the same id, and every backend answers with what it already stored instead of storing
 * it twice. A random UUID (version 4).
 */
export type ClientId = string;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isClientId(value: unknown): value is ClientId {
  return typeof value === 'string' && UUID_V4.test(value);
}

/** Refuses a client id that is given but malformed (a retry key must be what the client made). */
export function assertClientId(value: unknown): asserts value is ClientId | undefined {
  if (value !== undefined && !isClientId(value)) throw new ValidationError({ clientId: 'value_invalid' });
}

/** A new client id. getRandomValues also works where randomUUID does not (a page over plain http). */
export function newClientId(): ClientId {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Refuses the id of an item a form creates (a banner, a resource, a question) unless the client made it as a client id. */
export function assertNewItemId(value: unknown): asserts value is ClientId {
  if (!isClientId(value)) throw new ValidationError({ id: 'value_invalid' });
}
