import { readFileSync } from 'node:fs';
import { transformSync } from '@babel/core';
import ts from 'typescript';
import { browserRouteTable, ROUTE_TABLE } from '../../../src/build/browserRouteTable';
import { BUILD_ONLY_FIELDS, ROUTES } from '../../../ui/app/routeTable';

/** The route table as webpack hands it to Babel: TypeScript already compiled. */
function compiledTable(): string {
  const source = readFileSync(ROUTE_TABLE, 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

const transform = (code: string, filename: string) =>
  transformSync(code, { filename, babelrc: false, configFile: false, plugins: [browserRouteTable] })?.code ?? '';

describe("the browser's copy of the route table", () => {
  it('keeps every path, access rule and page loader, and leaves out what only the build and the tests read', () => {
    const browser = transform(compiledTable(), ROUTE_TABLE);
    for (const field of BUILD_ONLY_FIELDS) expect(browser).not.toContain(`${field}:`);
    const loaders = (code: string) => code.split('webpackChunkName').length - 1;
    expect(loaders(browser)).toBe(loaders(compiledTable()));
    expect(loaders(browser)).toBeGreaterThanOrEqual(ROUTES.length - 2);
    for (const field of ['path:', 'access:', 'page:', 'children:', 'defaultChild:', 'redirect:'])
      expect(browser).toContain(field);
  });

  it('leaves every other module alone', () => {
    const code = 'export const row = { chunk: "x", features: [], title: "t" };';
    expect(transform(code, '/elsewhere/module.ts')).toContain('features: []');
  });
});
