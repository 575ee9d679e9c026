/**
 * Titles (also used for document.title) and one-line descriptions of every route page, one file
 * per page. The catalogue exposes this file as the namespace `texts.pages`, and webpack follows
 * `texts.pages.home` to ./home.ts: each page's chunk carries its own title and the first load
 * only the shell's (session, admin check, profile redirect).
 * A page's own texts live beside it, in its feature's texts file (e.g. ui/profile/texts.ts);
 * these files hold only what routing, placeholders and the layout need.
 */
export { admin } from './admin';
export { agreementTemplates } from './agreementTemplates';
export { chat } from './chat';
export { contactUs } from './contactUs';
export { explorePartners } from './explorePartners';
export { exploreProjects } from './exploreProjects';
export { home } from './home';
export { inbox } from './inbox';
export { notFound } from './notFound';
export { profile } from './profile';
export { profileRedirect } from './profileRedirect';
export { projectCreate } from './projectCreate';
export { projectDetail } from './projectDetail';
export { projectEdit } from './projectEdit';
export { questionnaire } from './questionnaire';
export { questionnaireResult } from './questionnaireResult';
export { resources } from './resources';
export { session } from './session';
