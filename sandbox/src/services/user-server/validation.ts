import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody } from '../../http/params';

function codeFrom(body: Record<string, unknown>): string {
  const code = body.code;
  if (typeof code === 'number' && Number.isInteger(code) && code >= 0) return String(code).padStart(6, '0');
  if (typeof code !== 'string' || code.trim() === '') throw new HttpError(400, 'code is required');
  return code.trim();
}

export function validationRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/validate', requireBearer(ctx), (req, res) => {
    ctx.store.issueValidationCode(sessionOf(req).user);
    res.json({ sent: true });
  });

  router.put('/validate', requireBearer(ctx), (req, res) => {
    const code = codeFrom(jsonBody(req));
    if (!ctx.store.confirmValidationCode(sessionOf(req).user.id, code)) throw new HttpError(400, 'Invalid validation code');
    res.json({ validated: true });
  });

  return router;
}
