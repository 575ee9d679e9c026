import { ERROR_CODES, DomainError } from '../../../core/domain';
import { VALIDATION_CODES } from '../../../core/validation/codes';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { errorText, texts, validationText } from '../../../ui/texts';

const UI = path.join(import.meta.dirname, '../../../ui');

/** Every feature's own texts: `ui/<feature>/texts.ts`, or the files of `ui/<feature>/texts/`. */
function featureTextFiles(): string[] {
  const files: string[] = [];
  for (const feature of readdirSync(UI, { withFileTypes: true })) {
    if (!feature.isDirectory() || feature.name === 'texts') continue;
    const dir = path.join(UI, feature.name);
    if (existsSync(path.join(dir, 'texts.ts'))) files.push(path.join(dir, 'texts.ts'));
    if (existsSync(path.join(dir, 'texts')))
      for (const f of readdirSync(path.join(dir, 'texts'))) if (f.endsWith('.ts')) files.push(path.join(dir, 'texts', f));
  }
  return files;
}

const featureTexts: [string, unknown][] = await Promise.all(
  featureTextFiles().map(async (file): Promise<[string, unknown]> => [path.relative(UI, file), await import(file)]),
);

const SAMPLE_ARGS: readonly unknown[][] = [[0], [3], [120], ['林小美'], ['mei@example.com'], [2026], [['React', 'UI 設計']]];

/**
 * Every string a person can read from ui/texts and each feature's texts: walked recursively through objects and arrays;
 * functions are called with sample numbers and strings. Each entry has its path for messages.
 */
export function collectTextStrings(): { path: string; value: string }[] {
  const out: { path: string; value: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.push({ path, value });
    else if (typeof value === 'function') {
      // A sample of another type than the text takes (a list for a number) is skipped; each
      // function must accept at least one.
      let called = 0;
      for (const args of SAMPLE_ARGS) {
        let result: unknown;
        try {
          result = (value as (...a: unknown[]) => unknown)(...args);
        } catch (error) {
          if (error instanceof TypeError) continue;
          throw error;
        }
        called += 1;
        walk(result, `${path}(${args.map(String).join(', ')})`);
      }
      if (called === 0) throw new Error(`${path}: no sample argument fits this text`);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  walk(texts, 'texts');
  for (const [file, module] of featureTexts) walk(module, file);
  for (const code of ERROR_CODES) out.push({ path: `errorText(${code})`, value: errorText(new DomainError(code)) });
  for (const code of VALIDATION_CODES) out.push({ path: `validationText(${code})`, value: validationText(code) });
  return out;
}
