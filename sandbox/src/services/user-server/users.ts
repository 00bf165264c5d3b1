import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import { hashPassword } from '../../auth/password';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, optionalString, queryParam, requiredIdQueryParam, requiredString } from '../../http/params';
import { emailField, optionalBooleanField, passwordField, territoryField } from './fields';
import { userView } from './views';

export function userRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.post('/users', async (req, res) => {
    const captchaToken = queryParam(req, 'token');
    if (!captchaToken || !ctx.captcha.verify(captchaToken, 'signup')) throw new HttpError(400, 'Captcha verification failed');
    const body = jsonBody(req);
    const email = emailField(body, 'email');
    const password = passwordField(body, 'password');
    const personalName = requiredString(body, 'personalName');
    const companyName = requiredString(body, 'companyName');
    const country = requiredString(body, 'country', 100);
    const territory = territoryField(body, 'territory');
    const charityNumber = optionalString(body, 'charityPSLNumber', 50);
    optionalBooleanField(body, 'isInVerifyProcess');
    if (store.findUserByName(email)) throw new HttpError(409, 'A user with that e-mail address already exists');
    const passwordHash = await hashPassword(password);
    // Checked again after hashing: the same address may have registered meanwhile.
    if (store.findUserByName(email)) throw new HttpError(409, 'A user with that e-mail address already exists');
    const user = store.register({ email, passwordHash, personalName, companyName, country, territory, ...(charityNumber ? { charityNumber } : {}) });
    res.status(201).json({ id: user.id });
  });

  router.get('/user', requireBearer(ctx), (req, res) => {
    const id = requiredIdQueryParam(req, 'id');
    const target = store.getUser(id);
    if (!target) throw new HttpError(404, 'User not found');
    if (!store.canReadUser(sessionOf(req).user, id)) throw new HttpError(403, 'Not allowed to read that user');
    res.json(userView(target));
  });

  return router;
}
