import { Router } from 'express';
import type { Request } from 'express';
import { parseBasicAuth } from '../../auth/basic';
import { requireBearer, sessionOf } from '../../auth/bearer';
import { verifyPassword } from '../../auth/password';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { booleanQueryParam, jsonBody, requiredIdQueryParam, requiredQueryParam } from '../../http/params';
import type { ApiToken, GroupRecord, UserRecord } from '../../seed';
import type { SandboxStore } from '../../store';
import { signInFailureStatus } from './session';
import { expiryField, ipRangeField, propertiesField, referrerField, tagField, tokenSettings } from './token-fields';
import { tokenView } from './token-views';

// An account's API tokens: listed, created with the caller's password,
// edited, locked, deleted, and changed in bulk for a group. Owners of the account and staff only.

const NOT_ALLOWED = "Not allowed to manage that account's tokens";

export function accountFor(store: SandboxStore, user: UserRecord, accountId: number): GroupRecord {
  const account = store.getGroup(accountId);
  if (account?.type !== 'account') throw new HttpError(404, 'Account not found');
  if (!store.mayActFor(user, accountId, 'owner')) throw new HttpError(403, NOT_ALLOWED);
  return account;
}

export function tokenFor(store: SandboxStore, req: Request): ApiToken {
  const token = store.apiTokens.get(requiredIdQueryParam(req, 'id'));
  if (!token) throw new HttpError(404, 'Token not found');
  accountFor(store, sessionOf(req).user, token.parentId);
  return token;
}

function requireFreeTag(store: SandboxStore, accountId: number, tag: string, except?: ApiToken): void {
  const taken = store.apiTokens.tagged(accountId, tag, except);
  // Named as the account has it: asking for `CRM` (or `crm` with a zero-width space) is refused
  // because of the token tagged `crm`.
  if (taken) throw new HttpError(409, `The account already has a token tagged ${taken.tag}`);
}

/** The accounts a bulk change reaches: the group itself when it is an account, else every account below it. */
function accountsUnder(store: SandboxStore, group: GroupRecord): GroupRecord[] {
  if (group.type === 'account') return [group];
  return store.childrenOf(group.id).flatMap((child) => accountsUnder(store, child));
}

export function tokenRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  const nowSeconds = () => Math.floor(ctx.now() / 1000);

  router.get('/tokens', requireBearer(ctx), (req, res) => {
    const account = accountFor(store, sessionOf(req).user, requiredIdQueryParam(req, 'parentId'));
    res.json(store.apiTokens.ofAccount(account.id).map((token) => tokenView(store, token)));
  });

  // Basic credentials with the caller's password, as the other password calls: the password is
  // checked before anything else, and a wrong one answers 400 when the auth-error header asks.
  router.post('/tokens/password', async (req, res) => {
    const credentials = parseBasicAuth(req.headers.authorization);
    const user = credentials ? store.findUserByName(credentials.userName) : undefined;
    const passwordOk = credentials && user ? await verifyPassword(credentials.password, user.passwordHash) : false;
    if (!credentials || !user || !passwordOk) throw new HttpError(signInFailureStatus(req), 'Invalid user name or password');
    if (user.locked) throw new HttpError(signInFailureStatus(req), 'User is locked');
    const body = jsonBody(req);
    if (typeof body.parentId !== 'number' || !Number.isInteger(body.parentId) || body.parentId <= 0) throw new HttpError(400, 'parentId is required');
    const account = accountFor(store, user, body.parentId);
    const tag = tagField(body.tag);
    requireFreeTag(store, account.id, tag);
    const token = store.apiTokens.create(
      account.id,
      {
        tag,
        ipRange: body.ipRange === undefined ? '' : ipRangeField(body.ipRange),
        referrer: body.referrer === undefined ? '' : referrerField(body.referrer),
        expiry: body.expiry === undefined ? 0 : expiryField(body.expiry, nowSeconds()),
        properties: body.properties === undefined ? {} : propertiesField(body.properties),
      },
      user,
    );
    res.status(201).json(tokenView(store, token));
  });

  router.put('/tokens', requireBearer(ctx), (req, res) => {
    const token = tokenFor(store, req);
    const settings = tokenSettings(jsonBody(req), nowSeconds());
    if (Object.keys(settings).length === 0) throw new HttpError(400, 'Give at least one of tag, ipRange, referrer, expiry, properties');
    if (settings.tag !== undefined) requireFreeTag(store, token.parentId, settings.tag, token);
    res.json(tokenView(store, store.apiTokens.update(token, settings, sessionOf(req).user.id)));
  });

  router.delete('/tokens', requireBearer(ctx), (req, res) => {
    const token = tokenFor(store, req);
    store.removeToken(token);
    res.json({ deleted: true, id: token.id });
  });

  router.put('/tokens/lock', requireBearer(ctx), (req, res) => {
    const token = tokenFor(store, req);
    requiredQueryParam(req, 'lock');
    const locked = booleanQueryParam(req, 'lock');
    res.json(tokenView(store, store.apiTokens.update(token, { locked }, sessionOf(req).user.id)));
  });

  // The same settings on every token of the group's accounts: locked, ipRange, referrer, expiry and
  // properties (a tag names one token, so it is not changed in bulk). Properties are changed as on
  // PUT /tokens: those given are set or removed, each token keeps its others.
  router.put('/tokens/bulk', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const group = store.getGroup(requiredIdQueryParam(req, 'groupId'));
    if (!group) throw new HttpError(404, 'Group not found');
    if (!store.isStaff(user) && !store.accessTo(user.id, group.id).isOwner) throw new HttpError(403, NOT_ALLOWED);
    const body = jsonBody(req);
    if (body.tag !== undefined) throw new HttpError(400, 'tag cannot be changed in bulk');
    if (body.locked !== undefined && typeof body.locked !== 'boolean') throw new HttpError(400, 'locked must be true or false');
    const settings = { ...tokenSettings(body, nowSeconds()), ...(body.locked === undefined ? {} : { locked: body.locked }) };
    if (Object.keys(settings).length === 0) throw new HttpError(400, 'Give at least one of locked, ipRange, referrer, expiry, properties');
    const tokens = accountsUnder(store, group).flatMap((account) => store.apiTokens.ofAccount(account.id));
    res.json(tokens.map((token) => tokenView(store, store.apiTokens.update(token, settings, user.id))));
  });

  return router;
}
