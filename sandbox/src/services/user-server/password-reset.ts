import { Router } from 'express';
import { hashPassword } from '../../auth/password';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredQueryParam, requiredString } from '../../http/params';
import { passwordField } from './fields';

const INVALID_CODE = 'Invalid or expired activation code';

export function passwordResetRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  // The answer is the same for unknown users, so it does not reveal who has an account.
  router.get('/resetpassword', (req, res) => {
    const user = store.findUserByName(requiredQueryParam(req, 'userId'));
    if (user) store.issueResetCode(user);
    res.json({ sent: true });
  });

  router.put('/resetpassword', async (req, res) => {
    const body = jsonBody(req);
    const userName = requiredString(body, 'userId');
    const activationCode = requiredString(body, 'activationCode');
    const password = passwordField(body, 'password');
    const user = store.findUserByName(userName);
    if (!user || !store.isResetCodeValid(user.id, activationCode)) throw new HttpError(400, INVALID_CODE);
    const passwordHash = await hashPassword(password);
    // Checked again after hashing: another request may have used the code meanwhile.
    if (!store.isResetCodeValid(user.id, activationCode)) throw new HttpError(400, INVALID_CODE);
    store.consumeResetCode(user.id);
    store.setPasswordHash(user.id, passwordHash);
    // As a change does: every session issued before it ends (auth/session-starts.ts).
    ctx.tokens.endSessions(user.id);
    res.json({ reset: true });
  });

  return router;
}
