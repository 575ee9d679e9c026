import { ERROR_CODES, DomainError } from '../../../core/domain';
import { VALIDATION_CODES } from '../../../core/validation/codes';
import { errorText, texts, validationText } from '../../../ui/texts';

const SAMPLE_ARGS: readonly unknown[][] = [[0], [3], [120], ['林小美'], ['mei@example.com'], [2026]];

/**
 * Every string a person can read from ui/texts: walked recursively through objects and arrays;
 * functions are called with sample numbers and strings. Each entry has its path for messages.
 */
export function collectTextStrings(): { path: string; value: string }[] {
  const out: { path: string; value: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push({ path, value });
    else if (typeof value === 'function') {
      for (const args of SAMPLE_ARGS) {
        const result = (value as (...a: unknown[]) => unknown)(...args);
        walk(result, `${path}(${args.map(String).join(', ')})`);
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  walk(texts, 'texts');
  for (const code of ERROR_CODES) out.push({ path: `errorText(${code})`, value: errorText(new DomainError(code)) });
  for (const code of VALIDATION_CODES) out.push({ path: `validationText(${code})`, value: validationText(code) });
  return out;
}
