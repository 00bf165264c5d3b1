import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * A build's hashed files (the portal's and the explorer's `assets`): cached for a year, as a new
 * build gives every changed file a new name, and a missing one is a 404 rather than anything else.
 * The web build writes a brotli and a gzip copy beside each script, style sheet and font
 * (web/precompressed-assets.ts); a browser that takes one is sent it as it is, with its
 * Content-Encoding, so the compression middleware leaves it be (docs/request-path.md, "Static
 * files compressed once, at build time"). The copies are listed when the gateway starts: a build
 * made while it runs is served and compressed on the fly, as before, until the next start.
 */
export function hashedAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
  });
}
