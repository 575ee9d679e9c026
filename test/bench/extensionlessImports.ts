/**
 * A module resolution hook for Node: the app's sources import each other without extensions
 * (webpack and jest resolve them), so a bench script that runs them in Node directly is started
 * with `--import ./test/bench/extensionlessImports.ts`. A relative specifier without an
 * extension resolves to the `.ts` file, or to the folder's `index.ts`.
 */
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, nextResolve) {
    const parent = context.parentURL;
    if (parent?.startsWith('file:') && /^\.{1,2}\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      for (const suffix of ['.ts', '/index.ts']) {
        const url = new URL(specifier + suffix, parent);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(specifier, context);
  },
});
