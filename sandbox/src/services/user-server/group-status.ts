import { Router, type Request } from 'express';
import { requireBearer } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredString } from '../../http/params';
import type { Charity } from '../../seed';
import { corporateRefusal } from '../../store/group-status';
import { optionalBooleanField } from './fields';
import { changedGroupView, targetGroup } from './target-group';

const NOT_YOURS = 'Not allowed to change that group';

/** The charity details a body gives: the number, and both discount flags (false when left out). */
function charityDetails(req: Request): Omit<Charity, 'status'> & { isInVerifyProcess: boolean } {
  const body = jsonBody(req);
  return {
    number: requiredString(body, 'charityPSLNumber', 50),
    // A charity number always waits for the provider's check; the flag is read so a bad one is refused.
    isInVerifyProcess: optionalBooleanField(body, 'isInVerifyProcess') ?? true,
    isPostalOperatorDiscount: optionalBooleanField(body, 'isPostalOperatorDiscount') ?? false,
    isOSDiscount: optionalBooleanField(body, 'isOSDiscount') ?? false,
  };
}

/** Corporate and charity status (docs/flows.md). Every call answers the group as it now is. */
export function groupStatusRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;

  for (const [path, on] of [
    ['/group/enablecorporate', true],
    ['/group/disablecorporate', false],
  ] as const) {
    router.put(path, requireBearer(ctx), (req, res) => {
      const { caller, group } = targetGroup(ctx, req, 'ownerOrStaff', NOT_YOURS);
      const refusal = corporateRefusal(group, on);
      if (refusal) throw new HttpError(400, refusal);
      store.setCorporate(group, on, caller.id);
      res.json(changedGroupView(ctx, caller, group));
    });
  }

  router.put('/group/updatecharity', requireBearer(ctx), (req, res) => {
    const { caller, group } = targetGroup(ctx, req, 'ownerOrStaff', NOT_YOURS);
    const { number, isPostalOperatorDiscount, isOSDiscount } = charityDetails(req);
    if (group.type !== 'organisation') throw new HttpError(400, 'Only organisations can be charities');
    store.setCharity(group, { number, status: 'pending', isPostalOperatorDiscount, isOSDiscount }, caller.id);
    res.json(changedGroupView(ctx, caller, group));
  });

  router.put('/group/confirmcharity', requireBearer(ctx), (req, res) => {
    const { caller, group } = targetGroup(ctx, req, 'staff', 'Only staff may confirm a charity');
    const { number, isPostalOperatorDiscount, isOSDiscount } = charityDetails(req);
    const isValid = optionalBooleanField(jsonBody(req), 'isValid');
    if (isValid === undefined) throw new HttpError(400, 'isValid must be true or false');
    if (group.type !== 'organisation') throw new HttpError(400, 'Only organisations can be charities');
    store.setCharity(group, { number, status: isValid ? 'valid' : 'notValid', isPostalOperatorDiscount, isOSDiscount }, caller.id);
    res.json(changedGroupView(ctx, caller, group));
  });

  router.put('/group/disablecharity', requireBearer(ctx), (req, res) => {
    const { caller, group } = targetGroup(ctx, req, 'ownerOrStaff', NOT_YOURS);
    if (!group.charity) throw new HttpError(400, 'That group is not a charity');
    store.setCharity(group, undefined, caller.id);
    res.json(changedGroupView(ctx, caller, group));
  });

  return router;
}
