import { Router } from 'express';
import { requireBearer } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody } from '../../http/params';
import type { PartnerType } from '../../store/group-status';
import { changedGroupView, targetGroup } from './target-group';

const STAFF_ONLY = 'Only staff may migrate groups';

function partnerTypeField(body: Record<string, unknown>): PartnerType {
  const value = body.partnerType;
  if (value !== 'reseller' && value !== 'referrer') throw new HttpError(400, 'partnerType must be reseller or referrer');
  return value;
}

/** Moving groups between levels of the tree (docs/flows.md): the provider's staff only. */
export function migrationRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  router.put('/migrate/orgToPartner', requireBearer(ctx), (req, res) => {
    const { caller, group } = targetGroup(ctx, req, 'staff', STAFF_ONLY);
    const partnerType = partnerTypeField(jsonBody(req));
    if (group.type !== 'organisation') throw new HttpError(400, 'Only organisations can be migrated to a partner');
    store.migrateToPartner(group, partnerType, caller.id);
    res.json(changedGroupView(ctx, caller, group));
  });

  router.put('/migrate/removeFromPartner', requireBearer(ctx), (req, res) => {
    const { caller, group } = targetGroup(ctx, req, 'staff', STAFF_ONLY);
    const parent = group.parentId === null ? undefined : store.getGroup(group.parentId);
    if (group.type === 'partner' || parent?.type !== 'partner')
      throw new HttpError(400, 'Only an organisation or account directly below a partner can be removed from it');
    store.removeFromPartner(group, caller.id);
    res.json(changedGroupView(ctx, caller, group));
  });

  return router;
}
