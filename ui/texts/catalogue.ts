/**
 * The areas of the text catalogue, as one module namespace (see ./index.ts): webpack follows
 * `texts.area.key` to the area's own file, so a page's chunk carries only the areas it reads.
 */
import * as enums from './enums/index';
import * as pages from './pages/index';

export { common } from './common';
export { components } from './components';
export { enums };
export { errorMessages as errors } from './errors';
export { signInErrorMessages as signInErrors } from './signInErrors';
export { header } from './header';
export { pages };
export { discardEdits } from './discardEdits';
export { tagLimit } from './tagLimit';
export { textLimit } from './textLimit';
export { validationMessages as validation } from './validation';
export { requiredByField } from './requiredWording';
