import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressors = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

// Text the browser fetches; images and fonts are compressed in their own formats already. Below the server's
// threshold of compression (compress-answers.ts) a file goes as it is.
const compressible = /\.(?:js|css|svg|json|webmanifest|txt|xml)$/;
const threshold = 1024;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the browser's build, at each one's
 * highest setting, once the build (the service worker's files included) is written. The server sends
 * these as they are (koa-send) rather than compressing each answer again at the fast setting it can
 * afford per request: smaller files for a phone, and no compression work for the server.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nemesis:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            if ((await stat(full)).size < threshold) return;
            const data = await readFile(full);
            await Promise.all(
              Object.entries(compressors).map(async ([extension, compress]) =>
                writeFile(`${full}.${extension}`, await compress(data)),
              ),
            );
          }),
        );
      },
    },
  };
}
