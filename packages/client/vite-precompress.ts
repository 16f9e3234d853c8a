import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Precompression at build (issue 14): after Vite has written the site, every text file of the
 * output folder (scripts, styles, the page, SVG, JSON, source maps) gets a brotli (`.br`,
 * quality 11) and a gzip (`.gz`, level 9) sibling, which the server's static handler sends
 * as they are to a browser that accepts them (@fastify/static `preCompressed`). A sibling is
 * written only when it is smaller than the file; files under `MIN_BYTES` stay as they are.
 */
export const PRECOMPRESSED = /\.(?:m?js|css|html|svg|json|map|txt|xml|webmanifest)$/;
export const MIN_BYTES = 256;

/** The siblings one file gets: `[extension, bytes]`, the ones that save bytes only. */
export function compressFile(content: Buffer): [string, Buffer][] {
  const candidates: [string, Buffer][] = [
    [
      '.br',
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
    ],
    ['.gz', zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION })],
  ];
  return candidates.filter(([, bytes]) => bytes.length < content.length);
}

/** Writes the siblings of every text file under `dir`; answers how many files were written. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !PRECOMPRESSED.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    for (const [extension, bytes] of compressFile(content)) {
      fs.writeFileSync(file + extension, bytes);
      written++;
    }
  }
  return written;
}

/** The Vite plugin: precompresses the output folder once the bundle is written (build only). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ascent:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
