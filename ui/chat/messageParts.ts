/**
 * A message as its member typed it, with the web addresses in it marked, so that a phone opens
 * them with a tap. Only addresses written with http:// or https:// count: "example.com" in a
 * sentence stays words. Punctuation that ends the sentence after an address is not part of it.
 */
export interface MessagePart {
  text: string;
  /** Set when the part is an address. */
  href?: string;
}

/** Up to a space or a mark that no address holds unescaped (full-width punctuation included). */
const ADDRESS = /https?:\/\/[^\s<>"'「」『』（）【】《》〈〉，。、！？；：]+/giu;
/** Closes the sentence rather than the address: "see https://x.tw/a." */
const TRAILING = /[.,!?;:)\]}]+$/u;

export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (address.length <= 'https://'.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: address, href: address });
    at = start + address.length;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return parts;
}
