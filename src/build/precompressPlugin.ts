import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type webpack from 'webpack';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files a browser downloads as text; pictures and fonts are compressed already. */
const TEXT = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, packed
 * harder than a server can afford on each request, so the host sends them as they are
 * (config/hosting/nginx-spa.conf: brotli_static, gzip_static). Brotli makes the entry script
 * about a seventh smaller than gzip, and a phone on a slow network waits for those bytes
 * before a member page shows its content. It runs after the prerendered pages are written,
 * so they have their copies too.
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      if (!outDir) return;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((e) => e.isFile() && TEXT.test(e.name)).map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
