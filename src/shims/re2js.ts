/**
 * Stands in for the `re2js` package in the browser bundle (webpack.config.ts resolve.alias).
 *
 * Firestore 12 imports re2js (large Unicode tables) only to evaluate the regular
 * expression functions of its Pipeline API (`like`, `regexContains`, `regexMatch`) on the client.
 * This app never builds pipelines; if something ever did, Firestore catches this error and
 * treats the expression as an error value, as it does for an invalid pattern.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is not bundled: Firestore pipeline regular expressions are not supported in this app');
  },
};
