"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RESULT_WAIT_TIMEOUT_MS = exports.LIMITS = void 0;
/** Business constants and limits of spec section 9, named. The one place they live. */
exports.LIMITS = {
    HOME_MEMBERS_FETCHED: 5,
    HOME_MEMBERS_SHOWN: 4,
    HOME_RESOURCES: 3,
    EXPLORE_PARTNERS_PAGE: 12,
    EXPLORE_PROJECTS_PAGE: 9,
    ADMIN_USERS_PAGE: 10,
    ADMIN_PROJECTS_PAGE: 10,
    NOTIFICATION_LIST: 20,
    FILTER_DEBOUNCE_MS: 500,
    CAROUSEL_AUTOPLAY_MS: 3000,
    AVATAR_MAX_BYTES: 1024 * 1024,
    AVATAR_MIME_TYPES: ['image/jpeg', 'image/png'],
    AVATAR_SUGGESTED_PX: { width: 400, height: 400 },
    BANNER_SUGGESTED_PX: { width: 1200, height: 400 },
    BANNER_DEFAULT_ORDER: 100,
    PASSWORD_MIN_LENGTH: 6,
    QUESTIONNAIRE_MAX_SUBMISSIONS: 2,
    /** Retake allowed while retakeCount is below this. */
    QUESTIONNAIRE_MAX_RETAKES: 1,
    QUESTION_DEFAULT_ORDER: 10,
    SKILLS_ON_CARD: 3,
    FEEDBACK_TIMEOUT_MS: 70_000,
    FEEDBACK_REGION: 'asia-east1',
    BELL_BADGE_MIN_EXCLUSIVE: 0,
    DASHBOARD_PENDING_APPLICATIONS: 0,
};
/** How long the questionnaire page waits for the backend to write a resultId. */
exports.RESULT_WAIT_TIMEOUT_MS = 20_000;
//# sourceMappingURL=constants.js.map