import { LIMITS, RESULT_WAIT_TIMEOUT_MS } from '../../core/constants';
import { SCORE_DIMENSIONS } from '../../core/domain';

/** Every value of spec section 9, one row each. */
describe('business constants (spec section 9)', () => {
  it.each<[string, unknown, unknown]>([
    ['home members fetched', LIMITS.HOME_MEMBERS_FETCHED, 5],
    ['home members shown', LIMITS.HOME_MEMBERS_SHOWN, 4],
    ['home resources', LIMITS.HOME_RESOURCES, 3],
    ['explore partners page', LIMITS.EXPLORE_PARTNERS_PAGE, 12],
    ['explore projects page', LIMITS.EXPLORE_PROJECTS_PAGE, 9],
    ['admin users page', LIMITS.ADMIN_USERS_PAGE, 10],
    ['admin projects page', LIMITS.ADMIN_PROJECTS_PAGE, 10],
    ['notification list', LIMITS.NOTIFICATION_LIST, 20],
    ['filter debounce ms', LIMITS.FILTER_DEBOUNCE_MS, 500],
    ['carousel autoplay ms', LIMITS.CAROUSEL_AUTOPLAY_MS, 3000],
    ['avatar max bytes (1 MB)', LIMITS.AVATAR_MAX_BYTES, 1_048_576],
    ['avatar types (JPG, PNG)', [...LIMITS.AVATAR_MIME_TYPES].sort(), ['image/jpeg', 'image/png']],
    ['avatar suggested size', LIMITS.AVATAR_SUGGESTED_PX, { width: 400, height: 400 }],
    ['banner suggested size', LIMITS.BANNER_SUGGESTED_PX, { width: 1200, height: 400 }],
    ['banner default order', LIMITS.BANNER_DEFAULT_ORDER, 100],
    ['password minimum', LIMITS.PASSWORD_MIN_LENGTH, 6],
    ['questionnaire max submissions', LIMITS.QUESTIONNAIRE_MAX_SUBMISSIONS, 2],
    ['retake allowed while retakeCount below', LIMITS.QUESTIONNAIRE_MAX_RETAKES, 1],
    ['question default order', LIMITS.QUESTION_DEFAULT_ORDER, 10],
    ['score dimensions', [...SCORE_DIMENSIONS], ['overall', 'skill', 'execution', 'teamwork', 'risk']],
    ['skills on a card', LIMITS.SKILLS_ON_CARD, 3],
    ['feedback timeout ms', LIMITS.FEEDBACK_TIMEOUT_MS, 70_000],
    ['feedback region', LIMITS.FEEDBACK_REGION, 'asia-east1'],
    ['bell badge shown above', LIMITS.BELL_BADGE_MIN_EXCLUSIVE, 0],
    ['dashboard pending applications', LIMITS.DASHBOARD_PENDING_APPLICATIONS, 0],
  ])('%s', (_l, actual, expected) => expect(actual).toEqual(expected));

  it('waits a positive time for the result id', () => {
    expect(RESULT_WAIT_TIMEOUT_MS).toBeGreaterThan(0);
  });
});
