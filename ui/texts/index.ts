/**
 * The one zh-TW text catalogue. Every word a person reads comes from here, in the words of
 * spec/glossary-zh-TW.md. One file per area; add a new area file and register it in `texts`.
 */
import { auth } from './auth';
import { common } from './common';
import { components } from './components';
import { enums } from './enums';
import { errorMessages } from './errors';
import { footer } from './footer';
import { header } from './header';
import { pages } from './pages';
import { requiredByField, validationMessages } from './validation';

export const texts = {
  common,
  header,
  footer,
  auth,
  pages,
  components,
  enums,
  errors: errorMessages,
  validation: validationMessages,
  requiredByField,
} as const;

export type Texts = typeof texts;

export { BRAND } from './common';
export { displayName, enumLabel, enumOptions, errorText, fieldErrorTexts, roleLabel, validationText } from './format';
export type { Option } from './format';
