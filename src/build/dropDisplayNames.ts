/**
 * Babel plugin of webpack.config.ts, for React Router's production files: drops the top-level
 * `Component.displayName = "…"` statements. Each such assignment uses its component, so the
 * bundler keeps every component the package defines (its framework-mode links, forms, scripts
 * and data router) even where the app imports none of them. A display name only labels a
 * component in React's developer tools; production markup does not change.
 */
import type { PluginObj } from '@babel/core';

export function dropDisplayNames(): PluginObj {
  return {
    name: 'drop-display-names',
    visitor: {
      Program(program) {
        for (const statement of program.get('body')) {
          if (!statement.isExpressionStatement()) continue;
          const expression = statement.get('expression');
          if (!expression.isAssignmentExpression({ operator: '=' })) continue;
          const target = expression.get('left');
          if (target.isMemberExpression() && target.get('property').isIdentifier({ name: 'displayName' }))
            statement.remove();
        }
      },
    },
  };
}
