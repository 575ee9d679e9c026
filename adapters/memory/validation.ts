/**
 * The validators the backend enforces again on every write, loaded with the first write that
 * checks them: no screen needs them to render, so they stay out of the backend's first load.
 */
export function loadValidation() {
  return import(/* webpackChunkName: "validation" */ '../../core/validation');
}

/**
 * Question editing is the admins': its rule and the validators it runs travel in the same chunk,
 * loaded on the first edit, so the questionnaire page's first load does not carry them.
 */
export function loadQuestionRule() {
  return import(/* webpackChunkName: "validation" */ '../../core/rules/questionInput');
}
