/**
 * Babel plugin of webpack.config.ts: the browser bundle's copy of the route table
 * (ui/app/routeTable.ts) without the fields only the build, the figures and the tests read. The
 * router and the guard need a route's path, access rule and loader; every page's chunk name,
 * data features and title would otherwise travel in the entry script that every route loads.
 */
import { fileURLToPath } from 'node:url';
import type { PluginObj } from '@babel/core';
import { BUILD_ONLY_FIELDS } from '../../ui/app/routeTable.ts';

export const ROUTE_TABLE = fileURLToPath(new URL('../../ui/app/routeTable.ts', import.meta.url));

export function browserRouteTable(): PluginObj {
  return {
    name: 'browser-route-table',
    visitor: {
      ObjectProperty(property, state) {
        if (state.filename !== ROUTE_TABLE) return;
        const { key } = property.node;
        if (key.type === 'Identifier' && (BUILD_ONLY_FIELDS as readonly string[]).includes(key.name)) property.remove();
      },
    },
  };
}
