import { createHash, randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Express } from 'express';
import { requireBearerOrKey } from '../auth/api-key';
import { sessionOf } from '../auth/bearer';
import type { SandboxContext } from '../context';
import { validateEmail, type EmailVerdict } from '../email/validate';
import { createServiceApp } from '../http/app';
import { isOverCharacters } from '../http/characters';
import { HttpError } from '../http/errors';
import { jsonBody, requiredIdQueryParam } from '../http/params';
import { uncountedMessage } from '../store/clicks';

/** A verification as `POST /verify` started it. */
interface Verification {
  id: string;
  email: string;
  userId: number;
  readyAt: number;
  verdict: EmailVerdict;
}

/** How long a verification stays pending, chosen by its id: none for half of them, up to 300 ms for the rest. */
const PENDING_MS = [0, 0, 150, 300] as const;
/** Verifications kept for reading; the oldest go first. */
const MAX_KEPT = 10_000;
const MAX_EMAIL_LENGTH = 1000;

/** How long the verification with this id stays pending (the same every time for an id). */
export function pendingMsFor(id: string): number {
  const byte = createHash('sha256').update(id).digest()[0] ?? 0;
  return PENDING_MS[byte % PENDING_MS.length] ?? 0;
}

function emailRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const verifications = new Map<string, Verification>();

  router.post('/verify', requireBearerOrKey(ctx, 'email'), (req, res) => {
    const { user } = sessionOf(req);
    const accountId = requiredIdQueryParam(req, 'accId');
    const body = jsonBody(req);
    if (typeof body.email !== 'string' || body.email.trim() === '') throw new HttpError(400, 'email is required');
    if (isOverCharacters(body.email, MAX_EMAIL_LENGTH)) throw new HttpError(400, `email must be at most ${MAX_EMAIL_LENGTH} characters`);
    if (store.getGroup(accountId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (!store.mayActFor(user, accountId, 'holder')) throw new HttpError(403, 'Not allowed to use that account');
    const count = store.countClicks(accountId, 'email');
    if (!count.counted) throw new HttpError(402, uncountedMessage('email', count.reason));

    const id = randomUUID();
    const email = body.email.trim();
    verifications.set(id, { id, email, userId: user.id, readyAt: ctx.now() + pendingMsFor(id), verdict: validateEmail(email) });
    for (const oldest of verifications.keys()) {
      if (verifications.size <= MAX_KEPT) break;
      verifications.delete(oldest);
    }
    res.status(202).location(`/verify/${id}`).json({ id });
  });

  router.get('/verify/:id', requireBearerOrKey(ctx, 'email', { countClicks: false }), (req, res) => {
    const { user } = sessionOf(req);
    const verification = verifications.get(String(req.params.id));
    // Another user's verification is as unknown as one that never was.
    if (!verification || (verification.userId !== user.id && !store.isStaff(user))) throw new HttpError(404, 'Verification not found');
    const { id, email, verdict } = verification;
    if (ctx.now() < verification.readyAt) {
      res.json({ id, email, state: 'pending' });
      return;
    }
    res.json({ id, email, state: 'done', ...verdict });
  });

  return router;
}

/** Stand-in for e-mail validation: `POST /verify` starts one, `GET /verify/{id}` reads it. */
export function createEmailValidationApp(ctx: SandboxContext): Express {
  return createServiceApp('emailValidation', [emailRoutes(ctx)]);
}
