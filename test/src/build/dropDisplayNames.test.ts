import { transformSync } from '@babel/core';
import { dropDisplayNames } from '../../../src/build/dropDisplayNames';

const transform = (code: string) =>
  transformSync(code, { babelrc: false, configFile: false, plugins: [dropDisplayNames] })?.code ?? '';

describe("React Router's component labels in the browser bundle", () => {
  it('drops every top-level displayName assignment, which would keep its component alive', () => {
    const out = transform(
      [
        'var Link = React.forwardRef(function Link(props, ref) { return null; });',
        'Link.displayName = "Link";',
        'var Ctx = React.createContext(null);',
        'Ctx.displayName = "Location";',
        'React.createContext(new Map()).displayName = "Fetchers";',
        'export { Link, Ctx };',
      ].join('\n'),
    );
    expect(out).not.toContain('displayName');
    expect(out).toContain('var Link = React.forwardRef');
    expect(out).toContain('var Ctx = React.createContext(null)');
  });

  it('keeps every other statement, and display names set inside functions', () => {
    const code = [
      'try { window.__reactRouterVersion = "7"; } catch (e) {}',
      'Link.label = "Link";',
      'Link.displayName += "!";',
      'function label(c) { c.displayName = "Named"; }',
    ].join('\n');
    expect(transform(code)).toBe(transformSync(code, { babelrc: false, configFile: false })?.code);
  });
});
