/**
 * The one zh-TW text catalogue. Every word a person reads comes from here, in the words of
 * spec/glossary-zh-TW.md. One file per area; add a new area file and register it in ./catalogue.ts.
 *
 * `texts` is the module namespace of ./catalogue (not an object literal): webpack follows
 * `texts.area.key` to the area file, so each page chunk carries only the areas it reads and the
 * first load only the shell's (header, footer, errors). Keep using `texts.area.key`.
 */
import * as texts from './catalogue';

export { texts };

export type Texts = typeof texts;

export { BRAND } from './common';
export { displayName } from './displayName';
export { enumLabel, enumOptions, roleLabel } from './enumFormat';
export type { Option } from './enumFormat';
export { errorText } from './errorText';
export { signInErrorText } from './signInErrors';
export { fieldErrorTexts, validationText } from './fieldErrorText';
export { inputErrorText } from './inputErrorText';
export { validationCodeText } from './validation';
