/**
 * Maximum text lengths the spec leaves open ("not shown"). Counted in Unicode code points
 * (`[...s].length`, the same as SQL `char_length`), after trimming.
 */
export const TEXT_LIMITS = {
  NAME: 50,
  HEADLINE: 100,
  BIO: 2000,
  PAST_EXPERIENCE: 2000,
  /** One tag (skills, interests, industry experience, working style, skills required). */
  TAG: 50,
  /** Tags in one list. */
  TAGS: 30,
  URL: 500,
  EMAIL: 254,
  PHONE: 30,
  CITY_DISTRICT: 20,
  PROJECT_NAME: 100,
  PROJECT_HEADLINE: 100,
  PROJECT_DESCRIPTION: 5000,
  MESSAGE: 2000,
  FEEDBACK_NAME: 50,
  FEEDBACK_MESSAGE: 5000,
  BANNER_TITLE: 100,
  RESOURCE_TITLE: 100,
  RESOURCE_DESCRIPTION: 2000,
  RESOURCE_CATEGORY: 50,
  RESOURCE_DISTRICT: 50,
  QUESTION_TEXT: 500,
  OPTION_TEXT: 200,
  REPORT_DETAILS: 500,
  /** The copy of reported content a report keeps (a message is at most MESSAGE long). */
  REPORT_EXCERPT: 2000,
} as const;
