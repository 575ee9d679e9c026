/**
 * The areas of the text catalogue, as one module namespace (see ./index.ts): webpack follows
 * `texts.area.key` to the area's own file, so a page's chunk carries only the areas it reads.
 */
import * as enums from './enums/index';
import * as pages from './pages/index';

export { admin } from './admin';
export { adminNav } from './adminNav';
export { adminDashboard } from './adminDashboard';
export { adminUsers } from './adminUsers';
export { adminProjects } from './adminProjects';
export { adminResources } from './adminResources';
export { adminBanners } from './adminBanners';
export { adminQuestionnaire } from './adminQuestionnaire';
export { auth } from './auth';
export { chat, inbox } from './chat';
export { common } from './common';
export { contact } from './contact';
export { editor } from './editor';
export { components } from './components';
export { enums };
export { errorMessages as errors } from './errors';
export { signInErrorMessages as signInErrors } from './signInErrors';
export { explore } from './explore';
export { footer } from './footer';
export { header } from './header';
export { notifications } from './notifications';
export { home } from './home';
export { pages };
export { questionnaire } from './questionnaire';
export { questionnaireResult } from './questionnaireResult';
export { assessmentPrompt } from './assessmentPrompt';
export { archetypes } from './archetypes';
export { profile } from './profile';
export { discardEdits } from './discardEdits';
export { project } from './project';
export { resources } from './resources';
export { tagLimit } from './tagLimit';
export { textLimit } from './textLimit';
export { validationMessages as validation } from './validation';
export { requiredByField } from './requiredWording';
