import { Router } from 'express';
import type { Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idQueryParam, requiredIdQueryParam } from '../../http/params';
import type { SandboxStore } from '../../store';
import { findService, serviceCatalogue, type ServiceEntry, type ServiceHolder } from '../../store/user-services';

// Which services each user of a group, and each API token, may use (services are
// enabled or disabled per user, group and optionally token); the services themselves; and a
// service JWT for a service that offers one.

const NOT_ALLOWED = "Not allowed to manage that group's services";
/** How long a service JWT lasts. */
const SERVICE_JWT_SECONDS = 86_400;

/** The holder the query names (groupId, userId, optional tokenId), once the caller may manage it. */
function holderFor(store: SandboxStore, req: Request): ServiceHolder {
  const caller = sessionOf(req).user;
  const group = store.getGroup(requiredIdQueryParam(req, 'groupId'));
  if (!group) throw new HttpError(404, 'Group not found');
  if (!store.isStaff(caller) && !store.accessTo(caller.id, group.id).isOwner) throw new HttpError(403, NOT_ALLOWED);
  const userId = requiredIdQueryParam(req, 'userId');
  if (!store.getUser(userId)) throw new HttpError(404, 'User not found');
  const tokenId = idQueryParam(req, 'tokenId');
  if (tokenId === undefined) return { kind: 'user', groupId: group.id, userId };
  const token = store.apiTokens.get(tokenId);
  if (!token || token.parentId !== group.id) throw new HttpError(404, 'Token not found');
  return { kind: 'token', tokenId };
}

function serviceFor(req: Request): ServiceEntry {
  const service = findService(requiredIdQueryParam(req, 'serviceId'));
  if (!service) throw new HttpError(404, 'Service not found');
  return service;
}

export function userServiceRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.get('/services', requireBearer(ctx), (_req, res) => {
    res.json(serviceCatalogue);
  });

  router.get('/userservices', requireBearer(ctx), (req, res) => {
    res.json(store.userServices.list(holderFor(store, req)));
  });

  router.put('/userservices', requireBearer(ctx), (req, res) => {
    const holder = holderFor(store, req);
    store.userServices.set(holder, serviceFor(req).serviceId, true);
    res.json(store.userServices.list(holder));
  });

  router.delete('/userservices', requireBearer(ctx), (req, res) => {
    const holder = holderFor(store, req);
    store.userServices.set(holder, serviceFor(req).serviceId, false);
    res.json(store.userServices.list(holder));
  });

  // A session JWT for the account, lasting a day, for a service used straight from a web page.
  router.get('/tokens/servicejwt', requireBearer(ctx), async (req, res) => {
    const { user } = sessionOf(req);
    const service = serviceFor(req);
    const groupId = requiredIdQueryParam(req, 'groupId');
    if (store.getGroup(groupId)?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (!store.mayActFor(user, groupId, 'owner')) throw new HttpError(403, NOT_ALLOWED);
    if (!service.offersJwt) throw new HttpError(400, `${service.name} offers no service JWT`);
    const issued = await ctx.tokens.issue(user, { accountId: groupId, lifetimeSeconds: SERVICE_JWT_SECONDS });
    res.json({ serviceId: service.serviceId, groupId, jwt: issued.jwt, expiry: issued.exp });
  });

  return router;
}
