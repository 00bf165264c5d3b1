import { constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { PRECOMPRESSED_FROM_BYTES, PRECOMPRESSED_NAME } from './precompressed-files.js';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every script, style sheet and font of the
 * build (precompressed-files.ts says which), which the gateway sends as they are to a browser that takes them (its `/assets` routes,
 * docs/request-path.md, "Static files compressed once, at build time"). Compressed at the highest
 * levels, once: 13% to 16% fewer bytes than the gateway's compression on the fly (brotli at level 4)
 * made, and none of its CPU on a visitor's first load.
 */
export function precompressedAssets(): Plugin {
  return compression({
    include: PRECOMPRESSED_NAME,
    threshold: PRECOMPRESSED_FROM_BYTES,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: constants.Z_BEST_COMPRESSION }),
    ],
    // Brotli at its highest level takes seconds on the largest chunks: two at a time on a two-core machine.
    scheduler: { limit: 2 },
    // Quiet: a line per file otherwise. A copy that fails to be written does not stop the build at this
    // level; `npm run budget` (scripts/check-bundle-budget.ts) fails on any file that lacks one.
    logLevel: 'silent',
  });
}
