/**
 * What a static host must do for this single-page app, checked over HTTP against a running
 * host: nginx with config/hosting/nginx-spa.conf (test/e2e/journeys/hosting.ts) and Firebase
 * Hosting with adapters/firebase/firebase.json (its emulator, test/adapters/firebase/emulator).
 * - A deep link (/project/abc) is answered with the page, so a shared link never 404s.
 * - An address the build prerendered (src/build/prerenderPlugin.ts) is answered with its own
 *   file (/resources with resources.html); any other address with the shell (shell.html).
 * - The page and every path outside /assets/ are revalidated (no-cache): a deployment reaches
 *   members on their next visit.
 * - Hashed assets are cached for a year, immutable; a missing asset is a 404, never the page,
 *   so a tab left open across a deployment fails clearly instead of running HTML as script.
 * - A page is never shown inside another site's frame, and tells other sites only its origin.
 */
const PAGE_MARKER = /<div id="?root"?[ >]/;
/** Which file answered: a prerendered page names its address on #root; the shell names none. */
const prerenderedAt = (body: string) => /<div id="root" data-prerendered="([^"]*)"/.exec(body)?.[1] ?? null;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Every page's: no framing by another site (clickjacking), the origin alone as the referrer. */
const PAGE_HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['content-security-policy', "frame-ancestors 'none'"],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
] as const;

async function get(
  url: string,
  acceptEncoding = 'identity',
): Promise<{
  status: number;
  type: string;
  cache: string;
  encoding: string;
  vary: string;
  headers: Headers;
  body: string;
}> {
  const r = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
  return {
    status: r.status,
    type: r.headers.get('content-type') ?? '',
    cache: r.headers.get('cache-control') ?? '',
    encoding: r.headers.get('content-encoding') ?? '',
    vary: r.headers.get('vary') ?? '',
    headers: r.headers,
    body: await r.text(),
  };
}

/**
 * How a host compresses: nginx sends the build's own Brotli and gzip files (src/build/
 * precompressPlugin.ts), Brotli to the browsers that accept it; Firebase Hosting compresses by
 * itself in production, and its emulator does not.
 */
export type HostCompression = 'brotli and gzip' | 'none';
const ACCEPT = 'br, gzip';

/** Every way the host at `base` breaks the rules above; empty when it keeps them all. */
export async function hostingProblems(base: string, options: { compression: HostCompression }): Promise<string[]> {
  const problems: string[] = [];
  const compressed = options.compression !== 'none';
  const page = (await get(base + '/')).body;
  const asset = page.match(/\/assets\/main\.[0-9a-f]+\.js/)?.[0];
  if (!asset) return [`${base}/ is not the app's page (no main script)`];

  for (const path of ['/', '/index.html', '/project/abc', '/profile/u-001/extra', '/explore-partners?role=technical']) {
    const r = await get(base + path, ACCEPT);
    if (r.status !== 200 || !r.type.startsWith('text/html') || !PAGE_MARKER.test(r.body))
      problems.push(`${path}: ${r.status} ${r.type}, not the page`);
    if (r.cache !== 'no-cache') problems.push(`${path}: Cache-Control "${r.cache}", not no-cache`);
    for (const [name, value] of PAGE_HEADERS) {
      if (r.headers.get(name) !== value)
        problems.push(`${path}: ${name} "${r.headers.get(name) ?? ''}", not "${value}"`);
    }
    if (compressed && r.encoding !== 'br')
      problems.push(`${path}: "${r.encoding}", not Brotli, to a browser that accepts it`);
  }
  for (const [path, file] of [
    ['/', '/'],
    ['/resources', '/resources'],
    ['/home', '/home'],
    ['/admin/users', '/admin/users'],
    ['/project/abc', null],
    ['/no-such-page', null],
  ] as const) {
    const r = await get(base + path, ACCEPT);
    const answered = prerenderedAt(r.body);
    if (r.status !== 200 || answered !== file)
      problems.push(
        `${path}: ${r.status}, answered with ${answered === null ? 'the shell' : `the page of ${answered}`}, not ${file === null ? 'the shell' : `the page of ${file}`}`,
      );
    if (r.cache !== 'no-cache') problems.push(`${path}: Cache-Control "${r.cache}", not no-cache`);
  }

  const js = await get(base + asset, ACCEPT);
  if (js.status !== 200 || !/javascript/.test(js.type)) problems.push(`${asset}: ${js.status} ${js.type}`);
  if (js.cache !== IMMUTABLE) problems.push(`${asset}: Cache-Control "${js.cache}", not "${IMMUTABLE}"`);
  if (compressed) {
    // Whichever encoding a browser gets, it unpacks to the very file the build wrote.
    const plain = await get(base + asset);
    const gzip = await get(base + asset, 'gzip');
    if (js.encoding !== 'br') problems.push(`${asset}: "${js.encoding}", not Brotli, to a browser that accepts it`);
    if (gzip.encoding !== 'gzip') problems.push(`${asset}: "${gzip.encoding}", not gzip, to a browser without Brotli`);
    if (plain.encoding !== '') problems.push(`${asset}: "${plain.encoding}" to a client that accepts no compression`);
    for (const [name, r] of [
      ['Brotli', js],
      ['gzip', gzip],
    ] as const) {
      if (r.cache !== IMMUTABLE) problems.push(`${asset} (${name}): Cache-Control "${r.cache}", not "${IMMUTABLE}"`);
      // A shared cache (a CDN, a proxy) keeps one copy per encoding only when told to.
      if (!/accept-encoding/i.test(r.vary)) problems.push(`${asset} (${name}): no "Vary: Accept-Encoding"`);
    }
    if (js.body !== plain.body || gzip.body !== plain.body)
      problems.push(`${asset}: a compressed copy differs from the file`);
  }

  const missing = await get(base + '/assets/page-gone.0123abcd.js');
  if (missing.status !== 404) problems.push(`a missing asset: ${missing.status} (${missing.type}), not 404`);

  const manifest = await get(base + '/manifest.webmanifest');
  if (!manifest.type.startsWith('application/manifest+json')) problems.push(`manifest: type ${manifest.type}`);
  return problems;
}
