import { extname } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import send from 'send';
import serveStatic from 'serve-static';

/** The encodings the web build writes a copy in, each as the extension of its copy (web/precompressed-assets.ts). */
const copies = { br: '.br', gzip: '.gz' } as const;
type CopyEncoding = keyof typeof copies;
/** What a client may be sent, best first where it takes several alike: the smallest copy first. */
const offered = ['br', 'gzip', 'identity'] as const;

/** Hashed names change with every change of content, so a file is cached for a year, as it is. */
const cachedForAYear = { immutable: true, maxAge: '1y', index: false } as const;

/**
 * A build's hashed files (the portal's and the explorer's `assets`): cached for a year, and a
 * missing one is a 404 rather than anything else. The web build writes a brotli and a gzip copy
 * beside each script, style sheet and font; a client that takes one is sent it as it is, with its
 * Content-Encoding, so the compression middleware leaves it be (docs/request-path.md, "Static files
 * compressed once, at build time"). The copy is looked for on each request, so a build made while
 * the gateway runs is served with its copies too; where there is none, the file itself is sent (and
 * compressed on the fly, as before). A copy is never sent by its own name.
 */
export function hashedAssets(dir: string): RequestHandler {
  const original = serveStatic(dir, { ...cachedForAYear, fallthrough: false });
  return (req, res, next) => {
    if (namesACopy(req.path)) {
      next(Object.assign(new Error('Not found'), { status: 404 }));
      return;
    }
    const encoding = req.method === 'GET' || req.method === 'HEAD' ? copyTaken(req) : undefined;
    if (encoding === undefined) {
      original(req, res, next);
      return;
    }
    sendCopy(dir, encoding, req, res, () => original(req, res, next), next);
  };
}

/**
 * Sends the file's copy in `encoding`, or calls `noCopy` where the build wrote none. send sets the
 * copy's headers once it has found it and before it opens it: where the opening fails (a build
 * emptying the folder meanwhile), or any refusal follows, what it set is taken back first, so that
 * neither the file itself nor the error answer goes out with the copy's encoding, ETag or caching.
 */
function sendCopy(dir: string, encoding: CopyEncoding, req: Request, res: Response, noCopy: () => void, next: NextFunction): void {
  const before = new Set(res.getHeaderNames());
  const takeBack = () => {
    if (res.headersSent) return;
    for (const name of res.getHeaderNames()) if (!before.has(name)) res.removeHeader(name);
    // A range's 206 is set before the copy is opened.
    res.statusCode = 200;
  };
  const copy = send(req, `${req.path}${copies[encoding]}`, { ...cachedForAYear, root: dir });
  copy.on('headers', (_res: Response, path: string) => {
    res.setHeader('Content-Encoding', encoding);
    // The original's type, as the file itself is sent with (send would take the copy's extension).
    res.type(extname(path.slice(0, -copies[encoding].length)));
    res.vary('Accept-Encoding');
  });
  copy.on('directory', noCopy);
  copy.on('error', (error: { status?: number; code?: string; headers?: Record<string, string> }) => {
    takeBack();
    if (error.status === 404 || error.code === 'ENOENT') {
      noCopy();
      return;
    }
    // What the refusal itself says (a 416's Content-Range), as send answers it.
    if (!res.headersSent) for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    next(error);
  });
  copy.pipe(res);
}

/** Whether a path names a copy itself (as send reads it: decoded, whatever the case of its letters). */
function namesACopy(path: string): boolean {
  try {
    return /\.(br|gz)$/i.test(decodeURIComponent(path));
  } catch {
    // Not a path send can read either: it refuses it.
    return false;
  }
}

/** The copy a client takes, by its Accept-Encoding; undefined where it takes neither, or the file as it is first. */
function copyTaken(req: Request): CopyEncoding | undefined {
  // negotiator 1 breaks a tie in the order of `preferred` (@types/negotiator describes 0.6, which has no such option).
  const choose = Negotiator.prototype.encoding as (
    this: Negotiator,
    available: readonly string[],
    options: { preferred: readonly string[] },
  ) => string | undefined;
  const chosen = choose.call(new Negotiator(req), offered, { preferred: offered });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}
