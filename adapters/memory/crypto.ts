/** Ids, UTF-8 and data: URLs of the memory backend (Web Crypto randomness, present in browsers and Node 24). */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function webCrypto(): Crypto {
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

/** UTF-8 bytes of a string (TextEncoder when present; some test DOMs lack it). */
export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  if (typeof TextEncoder === 'function') return new TextEncoder().encode(text);
  const binary = unescape(encodeURIComponent(text));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function utf8Decode(bytes: Uint8Array): string {
  if (typeof TextDecoder === 'function') return new TextDecoder().decode(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return decodeURIComponent(escape(binary));
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
