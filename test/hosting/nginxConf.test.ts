/**
 * The shipped nginx configuration (config/hosting/nginx-spa.conf) serving a build of a few
 * files: every location answers with the security headers, the snippet's and the ones an
 * operator adds in the server block around it (nginx drops a server block's add_header in a
 * location that has one of its own). The browser tests check the rest on a real build.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, NGINX, serveBuild } from '../e2e/server';

const runnable = !!NGINX && existsSync(BROTLI_STATIC_MODULE);
if (!runnable)
  process.stderr.write(
    'SKIPPED the nginx configuration: nginx or its Brotli module is not installed (.ci/run installs them).\n',
  );

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  // An operator's own header, in the server block that includes the shipped file.
  'x-operator': 'kept',
};

(runnable ? describe : describe.skip)('config/hosting/nginx-spa.conf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
  let server: Awaited<ReturnType<typeof serveBuild>>;
  beforeAll(async () => {
    const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"></div>`;
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), page('index'));
    writeFileSync(path.join(dir, 'shell.html'), page('shell'));
    writeFileSync(path.join(dir, 'resources.html'), page('resources'));
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(dir, 'assets/main.0123abcd.js'), 'console.log(1);');
    server = await serveBuild(dir, ['add_header X-Operator kept always;']);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const headersOf = async (address: string) => {
    const r = await fetch(server.url + address);
    await r.arrayBuffer();
    const names = [...Object.keys(SECURITY_HEADERS), 'cache-control'];
    return { status: r.status, ...Object.fromEntries(names.map((name) => [name, r.headers.get(name)])) };
  };

  it.each([
    ['/', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/resources', 'no-cache'],
    ['/project/abc', 'no-cache'],
    ['/favicon.svg', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
    ['/assets/main.0123abcd.js', 'public, max-age=31536000, immutable'],
  ])('%s carries every security header, and its own Cache-Control', async (address, cache) => {
    expect(await headersOf(address)).toEqual({ status: 200, ...SECURITY_HEADERS, 'cache-control': cache });
  });

  it('a missing asset is a 404 with the security headers, and nothing tells a cache to keep it', async () => {
    expect(await headersOf('/assets/gone.0123abcd.js')).toEqual({
      status: 404,
      ...SECURITY_HEADERS,
      'cache-control': null,
    });
  });
});
