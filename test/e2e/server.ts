import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The nginx configuration the project ships for static hosting (README: Hosting). */
export const SHIPPED_NGINX_CONF = path.resolve(import.meta.dirname, '../../config/hosting/nginx-spa.conf');
export const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const MIME_TYPES = '/etc/nginx/mime.types';
/** Debian's Brotli module (libnginx-mod-http-brotli-static), which the shipped configuration uses. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * Serves a production build on 127.0.0.1 with nginx and the shipped configuration
 * (config/hosting/nginx-spa.conf), so the journeys and the benchmarks load the app as members
 * of a statically hosted deployment do: deep links answered by the page, the build's Brotli and
 * gzip copies, and the cache headers that configuration sets. Only the wrapping (port, temp
 * paths) is made here; `serverLines` go in the server block before the shipped file, as an
 * operator's own would.
 */
export async function serveBuild(
  dir: string,
  serverLines: readonly string[] = [],
): Promise<{ url: string; close: () => Promise<void> }> {
  if (!NGINX || !existsSync(MIME_TYPES)) {
    throw new Error('nginx is missing: install it (Debian: apt-get install nginx); .ci/run does.');
  }
  if (!existsSync(BROTLI_STATIC_MODULE)) {
    throw new Error(
      "nginx's Brotli module is missing: install it (Debian: apt-get install libnginx-mod-http-brotli-static); .ci/run does.",
    );
  }
  const port = await freePort();
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      `load_module ${BROTLI_STATIC_MODULE};`,
      'worker_processes 2;',
      // nginx's workers drop root for nobody unless told; the build folder belongs to whoever built it.
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  include ${MIME_TYPES};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${path.resolve(dir)};`,
      ...serverLines.map((line) => `    ${line}`),
      `    include ${SHIPPED_NGINX_CONF};`,
      '  }',
      '}',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', work, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (nginx.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
    const up = await fetch(url + '/index.html').then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 10_000) throw new Error(`nginx did not answer on ${url} within 10 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    close: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
