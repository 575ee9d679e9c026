/**
 * The validators the backend enforces again on every write, loaded with the first write that
 * checks them: no screen needs them to render, so they stay out of the backend's first load.
 */
export function loadValidation() {
  return import(/* webpackChunkName: "validation" */ '../../core/validation');
}
