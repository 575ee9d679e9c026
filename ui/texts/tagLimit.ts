/**
 * The limits of a tag list (TEXT_LIMITS.TAG and TEXT_LIMITS.TAGS) in words. Apart from
 * ./components.ts, whose words every first load carries, and from ./textLimit.ts, which forms
 * without tags load.
 */
export const tagLimit = {
  /** A tag longer than TEXT_LIMITS.TAG, refused as it is added. */
  tagTooLong: (max: number): string => `每一項最多 ${max} 個字，請精簡後再新增。`,
  /** A list that already holds TEXT_LIMITS.TAGS tags. */
  tooManyTags: (max: number): string => `最多可以新增 ${max} 項，請先移除用不到的再新增。`,
  /** Under a tag list the save refused (a list kept from before, or changed elsewhere). */
  listTooLong: (maxTags: number, maxTag: number): string => `最多 ${maxTags} 項，每項最多 ${maxTag} 個字。`,
} as const;
