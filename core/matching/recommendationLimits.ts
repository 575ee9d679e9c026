/** How many partners each place recommends; a file of its own so screens import only the numbers. */
/** How many of a role's most recently active complete profiles a backend scores. */
export const RECOMMENDATION_CANDIDATES_PER_ROLE = 100;
/** Home's 推薦夥伴. */
export const HOME_RECOMMENDATIONS = 4;
/** Explore partners ordered 最適合我. */
export const EXPLORE_RECOMMENDATIONS = 24;
/** A project owner's suggested members on the project page. */
export const PROJECT_SUGGESTIONS = 3;
export const REASONS_SHOWN = 3;
/** Items named in one reason (skills, interests, working styles). */
export const REASON_ITEMS_NAMED = 3;
