/**
 * The validators, loaded the first time something is checked before a save (use cases and the
 * memory backend call this). No screen needs them to render, so they stay out of every first
 * load (issue 7); a form that shows field messages imports the validators it needs itself.
 */
export function loadValidation() {
  return import(/* webpackChunkName: "validation" */ './index');
}
