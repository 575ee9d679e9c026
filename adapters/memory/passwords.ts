/**
 * Salted password hashes of the memory backend (SHA-256 through Web Crypto, with core's plain
 * JavaScript one as the fallback). Its own chunk: only signing in, registering and seeding need it.
 */
import { sha256 } from '../../core/text/sha256';
import { utf8Encode, webCrypto } from './crypto';

function toHex(buf: ArrayBuffer | Uint8Array): string {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newSalt(): string {
  const bytes = new Uint8Array(16);
  webCrypto().getRandomValues(bytes);
  return toHex(bytes);
}

/** SHA-256 of `salt:password`, hex. crypto.subtle when the page has it, else the fallback. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const data = utf8Encode(`${salt}:${password}`);
  const subtle = globalThis.crypto?.subtle;
  if (subtle && typeof subtle.digest === 'function') return toHex(await subtle.digest('SHA-256', data));
  return toHex(sha256(data));
}

/** Compares in time independent of where the strings differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
