/**
 * Text limits, the same words in every form (the numbers are core/validation/fieldLimits.ts's):
 * the counter that shows near a limit, what screen readers hear as it is neared or passed, and
 * the message under a field whose text is too long. Tag lists have their own, ./tagLimit.ts.
 */
export const textLimit = {
  /** The counter near the limit: 45 / 50 字 */
  counter: (used: number, max: number): string => `${used} / ${max} 字`,
  /** Read once, politely, as the text nears its limit. */
  near: (max: number): string => `快到字數上限了，最多 ${max} 個字。`,
  /** Read once, politely, as the text passes its limit. */
  over: (max: number): string => `已超過字數上限，最多 ${max} 個字。`,
  /** Under a field whose text the save refused, and in the chat composer. */
  tooLong: (max: number): string => `最多 ${max} 個字，請精簡後再試。`,
} as const;
