/** How the product writes a quotation (zh-Hant-TW). */

const SWAPPED_QUOTE: Readonly<Record<string, string>> = { '「': '『', '」': '』', '『': '「', '』': '」' };

/**
 * A text in 「」, as Taiwan writes a quotation. Quotes inside it become the other kind (「」 ↔ 『』),
 * so a message or project name that quotes something never reads 「…「…」…」.
 */
export function quoted(text: string): string {
  return `「${String(text).replace(/[「」『』]/g, (mark) => SWAPPED_QUOTE[mark] ?? mark)}」`;
}
