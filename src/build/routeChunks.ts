/**
 * Build-time helper of webpack.config.ts (never bundled): which page chunk group each route of
 * ui/app/routes.tsx loads, so index.html can preload the chunk of the route being opened.
 */
/**
 * The page chunk group of each route path of ui/app/routes.tsx, read from its source: the
 * `lazy(() => import(/* webpackChunkName: "…" *\/ …))` declarations and the nesting of the
 * `<Route path=… element=…>` tags. Returns [full path pattern, chunk groups] pairs: a nested
 * route needs its parents' lazy layouts too (an admin page: the admin layout, then the page).
 */
export function routeChunkGroups(routesSource: string): [string, string[]][] {
  const lazyChunk = new Map<string, string>();
  const lazyDecl = /const\s+(\w+)\s*=\s*lazy\(\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]+)"\s*\*\//g;
  for (const m of routesSource.matchAll(lazyDecl)) lazyChunk.set(m[1] as string, m[2] as string);
  const out: [string, string[]][] = [];
  const open: { path: string; chunks: string[] }[] = [];
  const tag = /<Route\b|<\/Route>/g;
  for (let m = tag.exec(routesSource); m; m = tag.exec(routesSource)) {
    if (m[0] === '</Route>') {
      open.pop();
      continue;
    }
    // The tag ends at the first '>' outside braces (element={<Page />} is inside them).
    let i = m.index + m[0].length;
    for (let depth = 0; i < routesSource.length; i += 1) {
      const c = routesSource[i];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      else if (c === '>' && depth === 0) break;
    }
    const attrs = routesSource.slice(m.index, i);
    const parent = open[open.length - 1] ?? { path: '', chunks: [] };
    const own = /\bpath="([^"]*)"/.exec(attrs)?.[1];
    const full =
      own === undefined ? parent.path : own.startsWith('/') ? own : `${parent.path.replace(/\/$/, '')}/${own}`;
    const chunk = [...attrs.matchAll(/<(\w+)/g)].map((x) => lazyChunk.get(x[1] as string)).find(Boolean);
    const chunks = chunk && !parent.chunks.includes(chunk) ? [...parent.chunks, chunk] : parent.chunks;
    if (own !== undefined && chunk) out.push([full, chunks]);
    if (!attrs.endsWith('/')) open.push({ path: full, chunks });
  }
  return out;
}

/** `/project/:id` → `^/project/[^/]+$`; `*` matches the rest. */
export function routePattern(routePath: string): string {
  const body = routePath
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg === '*' ? '.*' : seg.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}$`;
}
