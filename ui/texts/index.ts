/**
 * The one zh-TW text catalogue. Every word a person reads comes from here, in the words of
 * spec/glossary-zh-TW.md. One file per area; add a new area file and register it in `texts`.
 */
import { admin } from './admin';
import { auth } from './auth';
import { chat, inbox } from './chat';
import { common } from './common';
import { contact } from './contact';
import { editor } from './editor';
import { components } from './components';
import { enums } from './enums';
import { errorMessages } from './errors';
import { explore } from './explore';
import { footer } from './footer';
import { header } from './header';
import { notifications } from './notifications';
import { home } from './home';
import { pages } from './pages';
import { questionnaire } from './questionnaire';
import { archetypes } from './archetypes';
import { profile } from './profile';
import { project } from './project';
import { resources } from './resources';
import { requiredByField, validationMessages } from './validation';

export const texts = {
  common,
  header,
  footer,
  auth,
  pages,
  chat,
  inbox,
  notifications,
  explore,
  questionnaire,
  archetypes,
  home,
  profile,
  resources,
  project,
  editor,
  contact,
  admin,
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
