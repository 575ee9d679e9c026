/** Ids and salted password hashes (SHA-256 through Web Crypto, present in browsers and Node 24). */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function webCrypto(): Crypto {
  const c = globalThis.crypto;
  if (!c || typeof c.getRandomValues !== 'function') throw new Error('Web Crypto is not available');
  return c;
}

/**
 * A 20-character alphanumeric id, like Firestore's. Never contains '_', which joins the two
 * member ids of a chat id.
 */
export function newId(length = 20): string {
  const bytes = new Uint8Array(length);
  webCrypto().getRandomValues(bytes);
  let out = '';
  // 62 symbols: 256 % 62 leaves a tiny bias, irrelevant for ids.
  for (const b of bytes) out += ID_ALPHABET[b % ID_ALPHABET.length];
  return out;
}

function toHex(buf: ArrayBuffer | Uint8Array): string {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function newSalt(): string {
  const bytes = new Uint8Array(16);
  webCrypto().getRandomValues(bytes);
  return toHex(bytes);
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const subtle = webCrypto().subtle;
  if (!subtle) throw new Error('crypto.subtle is not available (needs a secure context)');
  const data = new TextEncoder().encode(`${salt}:${password}`);
  return toHex(await subtle.digest('SHA-256', data));
}

/** Compares in time independent of where the strings differ. */
export function sameHash(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** A Blob as a data: URL, without FileReader (works in browsers and Node). */
async function bytesOf(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  if (typeof FileReader === 'function') {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
      reader.readAsArrayBuffer(blob);
    });
  }
  return new Uint8Array(await new Response(blob).arrayBuffer());
}

export async function blobToDataUrl(blob: Blob, contentType: string): Promise<string> {
  const bytes = await bytesOf(blob);
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  const type = contentType || blob.type || 'application/octet-stream';
  return `data:${type};base64,${btoa(binary)}`;
}
