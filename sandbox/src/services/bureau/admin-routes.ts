import { Router } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { idQueryParam, jsonBody } from '../../http/params';
import type { UserRecord } from '../../seed';
import { costTypes, type AdminCost } from '../../seed/bureau';
import { bureauStateOf } from './state';

const isPriceAdmin = (user: UserRecord) => user.roles.some((role) => role === 'admin' || role === 'super');

/** The highest money figure of a price: a stop for a mistyped figure, as the account manager's plan prices have. */
const MAX_PRICE = 10_000_000;
/** The most records a price's minimum may be: the largest whole number its callers can send. */
const MAX_RECORDS = 2_147_483_647;

/** A money figure, kept to 0.0001; refused beyond MAX_PRICE, where 1e308 was kept as Infinity and written as null. */
function money(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_PRICE) {
    throw new HttpError(400, `${name} must be a number from 0 to ${MAX_PRICE}`);
  }
  return Math.round(value * 10_000) / 10_000;
}

/** The fewest records a job is charged for: a whole number, rounded as the bureau always has. */
function records(body: Record<string, unknown>, name: string): number {
  const value = body[name];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_RECORDS) {
    throw new HttpError(400, `${name} must be a number from 0 to ${MAX_RECORDS}`);
  }
  return Math.round(value);
}

function seconds(body: Record<string, unknown>, name: string, optional: boolean): number | null {
  const value = body[name];
  if (optional && (value === null || value === undefined)) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new HttpError(400, `${name} must be epoch seconds`);
  return value;
}

/**
 * The bureau's administration calls: prices (admin costs), mafs, cost types, royalty and job
 * charges. Admin and super see and change everything; an account's owner reads the prices of its
 * territory and its own job charges (docs/routes-and-access.md).
 */
export function bureauAdminRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const bureau = bureauStateOf(ctx);
  const auth = requireBearer(ctx);

  /** The account an owner asks for; undefined for admin and super asking for everything. */
  const scope = (user: UserRecord, accountId: number | undefined): number | undefined => {
    if (accountId === undefined) {
      if (!isPriceAdmin(user)) throw new HttpError(403, 'Only admin and super may see every account');
      return undefined;
    }
    if (!isPriceAdmin(user)) bureau.requireOwner(user, accountId);
    return accountId;
  };

  router.get('/admin/costs', auth, (req, res) => {
    const accountId = scope(sessionOf(req).user, idQueryParam(req, 'accId'));
    const territory = accountId === undefined ? undefined : bureau.territoryOf(accountId);
    res.json(bureau.costs.filter((cost) => territory === undefined || cost.territory === territory).sort((a, b) => a.costId - b.costId));
  });

  router.post('/admin/costs', auth, (req, res) => {
    if (!isPriceAdmin(sessionOf(req).user)) throw new HttpError(403, 'Only admin and super may change prices');
    const body = jsonBody(req);
    const changes = {
      basePrice: money(body, 'basePrice'),
      pricePerMatch: money(body, 'pricePerMatch'),
      pricePerRecord: money(body, 'pricePerRecord'),
      realPricePerMatch: money(body, 'realPricePerMatch'),
      realPricePerRecord: money(body, 'realPricePerRecord'),
      minRecCount: records(body, 'minRecCount'),
      startDate: seconds(body, 'startDate', false) as number,
      endDate: seconds(body, 'endDate', true),
    };
    if (changes.endDate !== null && changes.endDate <= changes.startDate) throw new HttpError(400, 'endDate must be after startDate');
    const costId = body.costId;
    let cost: AdminCost | undefined;
    if (costId !== undefined && costId !== null) {
      cost = bureau.costs.find((candidate) => candidate.costId === costId);
      if (!cost) throw new HttpError(404, 'No such cost');
      Object.assign(cost, changes);
    } else {
      const costTypeId = body.costTypeId;
      if (!costTypes.some((type) => type.costTypeId === costTypeId)) throw new HttpError(400, 'costTypeId must name a cost type');
      const territory = body.territory;
      if (territory !== 'uk' && territory !== 'australia') throw new HttpError(400, 'territory must be uk or australia');
      cost = { costId: bureau.nextCostId(), costTypeId: costTypeId as number, territory, ...changes };
      bureau.costs.push(cost);
    }
    res.json(cost);
  });

  router.get('/admin/mafs', auth, (_req, res) => {
    res.json(ctx.store.mafs);
  });

  router.get('/admin/costtypes', auth, (_req, res) => {
    res.json(costTypes);
  });

  router.get('/admin/royaltycharges', auth, (req, res) => {
    if (!isPriceAdmin(sessionOf(req).user)) throw new HttpError(403, 'Only admin and super may see royalty charges');
    res.json(bureau.royaltyCharges());
  });

  router.get('/admin/jobcharges', auth, (req, res) => {
    const accountId = scope(sessionOf(req).user, idQueryParam(req, 'accId'));
    res.json(bureau.jobCharges.filter((charge) => accountId === undefined || charge.accId === accountId).sort((a, b) => b.date - a.date));
  });

  return router;
}
