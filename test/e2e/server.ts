import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.css': 'text/css',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text types a production host compresses. */
const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.webmanifest', '.svg', '.css', '.txt']);

/**
 * Serves a production build on 127.0.0.1 with the single-page-app fallback to index.html, as a
 * production host would: gzip for text when the browser accepts it, hashed assets cached for a
 * year (immutable), other files for a week, index.html revalidated on every visit.
 */
export async function serveBuild(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    const hashed = file.includes(`${path.sep}assets${path.sep}`);
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : ext === '.html' ? 'no-cache' : 'public, max-age=604800');
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('Vary', 'Accept-Encoding');
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      createReadStream(file).pipe(createGzip({ level: 9 })).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
