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

/**
 * Security headers on every answer: the policy above, no framing, no MIME sniffing, no referrer
 * beyond the origin, and HSTS only where the request came over https (HSTS over http is ignored
 * by browsers at best, and would pin a developer's localhost at worst).
 */
export function securityHeaders(captchaScriptUrl: string | null): RequestHandler {
  const forScheme = (https: boolean) =>
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(captchaScriptUrl, https) },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
      // The captcha script is loaded from another origin without CORS.
      crossOriginEmbedderPolicy: false,
    });
  const overHttps = forScheme(true);
  const overHttp = forScheme(false);
  return (req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next);
}
