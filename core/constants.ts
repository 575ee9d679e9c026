/** Business constants and limits of spec section 9, named. The one place they live. */
export const LIMITS = {
  HOME_MEMBERS_FETCHED: 5,
  HOME_MEMBERS_SHOWN: 4,
  HOME_RESOURCES: 3,
  EXPLORE_PARTNERS_PAGE: 12,
  EXPLORE_PROJECTS_PAGE: 9,
  ADMIN_USERS_PAGE: 10,
  ADMIN_PROJECTS_PAGE: 10,
  ADMIN_REPORTS_PAGE: 20,
  NOTIFICATION_LIST: 20,
  FILTER_DEBOUNCE_MS: 500,
  CAROUSEL_AUTOPLAY_MS: 3000,
  AVATAR_MAX_BYTES: 1024 * 1024,
  AVATAR_MIME_TYPES: ['image/jpeg', 'image/png'] as readonly string[],
  /**
   * What storage keeps: a picked JPG or PNG is made smaller in the browser and uploaded as WebP,
   * or as JPEG where the browser cannot encode WebP.
   */
  STORED_IMAGE_MIME_TYPES: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
  AVATAR_SUGGESTED_PX: { width: 400, height: 400 },
  BANNER_SUGGESTED_PX: { width: 1200, height: 400 },
  BANNER_DEFAULT_ORDER: 100,
  /** One limit for a banner image, applied by the form, storage.rules and the Supabase bucket. */
  BANNER_IMAGE_MAX_BYTES: 2 * 1024 * 1024,
  PASSWORD_MIN_LENGTH: 6,
  QUESTIONNAIRE_MAX_SUBMISSIONS: 2,
  /** Retake allowed while retakeCount is below this. */
  QUESTIONNAIRE_MAX_RETAKES: 1,
  QUESTION_DEFAULT_ORDER: 10,
  /** A question is a choice: it needs at least this many options. */
  QUESTION_MIN_OPTIONS: 2,
  /**
   * And at most this many: a member reads them all on a phone's screen, and Firestore's rules
   * check each one within the 1000 expressions a request may evaluate.
   */
  QUESTION_MAX_OPTIONS: 8,
  /**
   * Bounds on a submission that every backend checks before anything else: no questionnaire
   * has more questions, and no question id is longer.
   */
  QUESTIONNAIRE_MAX_ANSWERS: 100,
  QUESTION_ID_MAX_LENGTH: 128,
  SKILLS_ON_CARD: 3,
  FEEDBACK_TIMEOUT_MS: 70_000,
  FEEDBACK_REGION: 'asia-east1',
  /**
   * Feedback messages one sender may send per window, so that one client cannot flood the
   * admins' inbox. A sender is the signed-in member's uid (the contact page needs sign-in).
   */
  FEEDBACK_MAX_PER_WINDOW: 5,
  FEEDBACK_WINDOW_MS: 60 * 60 * 1000,
  /**
   * New conversations a member may start in one Taiwan day (core/rules/outreach.ts), so that
   * nobody floods members with cold messages. Replies in existing chats are never counted.
   */
  OUTREACH_NEW_CHATS_PER_DAY: 10,
  /**
   * Reports a member may file in one Taiwan day (core/rules/reportLimit.ts): enough for anyone
   * who meets abuse, too few to flood the admins' queue.
   */
  REPORTS_PER_DAY: 10,
  BELL_BADGE_MIN_EXCLUSIVE: 0,
  DASHBOARD_PENDING_APPLICATIONS: 0,
} as const;

/** How long the questionnaire page waits for the backend to write a resultId. */
export const RESULT_WAIT_TIMEOUT_MS = 20_000;

/**
 * How a picked picture is made to suit a phone before it is uploaded: an avatar (shown at
 * 40–120 px, sharp on a 3× screen) becomes a centred square of at most AVATAR_MAX_PX; a banner
 * keeps its proportions and is at most BANNER_MAX_WIDTH_PX wide. Neither is ever enlarged.
 * QUALITY is the encoder's (0–1) for WebP and for the JPEG fallback.
 */
export const IMAGE_PREPARATION = {
  AVATAR_MAX_PX: 400,
  BANNER_MAX_WIDTH_PX: 1600,
  QUALITY: 0.82,
} as const;
