import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The Content-Security-Policy directives for everything the gateway serves: the portal's own
 * origin, plus the captcha script's origin where one is configured (its script, the token calls
 * it makes and, for a real reCAPTCHA, its frame), and WebAssembly compiled from the portal's own
 * scripts. MUI writes its styles at run time, hence inline
 * styles; nothing else inline runs.
 */
export function contentSecurityPolicy(captchaScriptUrl: string | null, https: boolean): Record<string, string[]> {
  const captcha = captchaScriptUrl ? [new URL(captchaScriptUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (hash-wasm's SHA-256 of an upload) and nothing
    // else: eval and inline scripts stay refused.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...captcha],
    'connect-src': ["'self'", ...captcha],
    'frame-src': captcha.length > 0 ? captcha : ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Over plain http (a developer's machine) upgrading would break every request.
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Header names and values, as set on an answer. */
export type HeaderList = readonly (readonly [string, string])[];

/** The security headers for answers over http and over https. */
export interface SecurityHeaderSets {
  http: HeaderList;
  https: HeaderList;
}

/**
 * Security headers on every answer: the policy above, no framing, no MIME sniffing, no referrer
 * beyond the origin, and HSTS only where the request came over https (HSTS over http is ignored
 * by browsers at best, and would pin a developer's localhost at worst). Helmet words them; as
 * nothing in them depends on the request but its scheme, they are worked out once per scheme.
 */
export function securityHeaderSets(captchaScriptUrl: string | null): SecurityHeaderSets {
  const forScheme = (https: boolean) =>
    headersSetBy(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(captchaScriptUrl, https) },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'no-referrer' },
        xFrameOptions: { action: 'deny' },
        // The captcha script is loaded from another origin without CORS.
        crossOriginEmbedderPolicy: false,
      }),
    );
  return { http: forScheme(false), https: forScheme(true) };
}

/** The headers a header-setting middleware sets, read off a stand-in answer. */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): HeaderList {
  const headers = new Map<string, string>();
  let finished = false;
  const answer = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({ headers: {} } as IncomingMessage, answer as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('The security headers could not be worked out ahead of the requests');
  return [...headers];
}

/** Sets one set of headers on an answer. */
export function setHeaders(res: ServerResponse, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** The security headers (see securityHeaderSets) as Express middleware. */
export function securityHeaders(sets: SecurityHeaderSets): RequestHandler {
  return (req, res, next) => {
    setHeaders(res, req.secure ? sets.https : sets.http);
    next();
  };
}
