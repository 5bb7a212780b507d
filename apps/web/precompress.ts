import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The build's scripts and styles compressed once, at build time, beside each file (x.js.br, x.js.gz), at the
// strongest levels: the server sends those (@fastify/static's preCompressed) instead of compressing every file again
// for every visitor — CPU a small club server spends while the visitor's phone is busy loading the page
// (docs/decisions/0050) — and brotli at level 11 is ~10 % smaller than the on-the-fly level.
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;
/** Under this size compression gains little and the server sends the file as it is. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'partidos-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const body = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (body.length < MIN_BYTES) continue;
        const target = path.join(outDir, file.fileName);
        writeFileSync(`${target}.br`, brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        }));
        writeFileSync(`${target}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
