import { Router } from 'express';
import { ACTION_PATTERN, CAPTCHA_SITE_KEY } from '../../auth/captcha';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { queryParam, requiredQueryParam } from '../../http/params';
import { captchaScript } from './captcha-script';

export function captchaRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/captcha/api.js', (req, res) => {
    const render = queryParam(req, 'render');
    if (render !== undefined && render !== CAPTCHA_SITE_KEY) throw new HttpError(400, 'Unknown site key');
    res.type('application/javascript').set('Cross-Origin-Resource-Policy', 'cross-origin').send(captchaScript);
  });

  // Pages of any origin (the portal, its dev server) fetch tokens from here.
  router.use('/captcha/token', (_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    next();
  });

  router.options('/captcha/token', (_req, res) => {
    res.set('Access-Control-Allow-Methods', 'GET').set('Access-Control-Allow-Headers', '*').status(204).end();
  });

  router.get('/captcha/token', (req, res) => {
    if (requiredQueryParam(req, 'sitekey') !== CAPTCHA_SITE_KEY) throw new HttpError(400, 'Unknown site key');
    const action = requiredQueryParam(req, 'action');
    if (!ACTION_PATTERN.test(action)) throw new HttpError(400, 'action may hold only letters, digits, slashes and underscores');
    res.set('Cache-Control', 'no-store').json({ token: ctx.captcha.issue(action) });
  });

  return router;
}
