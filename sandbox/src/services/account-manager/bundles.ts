import { Router, type Request } from 'express';
import { requireBearer, sessionOf } from '../../auth/bearer';
import type { SandboxContext } from '../../context';
import { HttpError } from '../../http/errors';
import { jsonBody, requiredIdQueryParam, requiredQueryParam } from '../../http/params';
import type { UserRecord } from '../../seed';
import type { BundleChanges, HeldBundle } from '../../store/bundles';
import { bundleInvoicePage } from './invoice-page';
import { heldBundleView } from './views';

/** Bundles are created by admin, super and sales (docs/routes-and-access.md). */
const BUNDLE_ROLES = new Set(['admin', 'super', 'sales']);

function requireBundleStaff(user: UserRecord): void {
  if (!user.roles.some((role) => BUNDLE_ROLES.has(role))) throw new HttpError(403, 'Only the provider’s staff may change bundles');
}

/**
 * The most a bundle's clicks and price may be, as a catalogue price tier's (catalogue-fields.ts): a
 * stop for a mistyped figure. Kept, 1e308 showed on the invoice as £1e+308, and clicks that took
 * the period's past GraphQL's Int made the account's plans unreadable through the portal.
 */
const MOST: Record<'count' | 'price', number> = { count: 1_000_000_000, price: 10_000_000 };

/** A whole number of seconds or clicks, or a price, from the body; absent when not given. */
function optionalNumber(body: Record<string, unknown>, name: string, rule: 'count' | 'price' | 'date'): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new HttpError(400, `${name} must be a number`);
  if (rule === 'count' && (!Number.isInteger(value) || value < 1)) throw new HttpError(400, `${name} must be a whole number above zero`);
  if (rule === 'price' && value < 0) throw new HttpError(400, `${name} must not be negative`);
  if (rule !== 'date' && value > MOST[rule]) throw new HttpError(400, `${name} must be at most ${MOST[rule]}`);
  if (rule === 'date' && !Number.isInteger(value)) throw new HttpError(400, `${name} must be whole seconds`);
  return value;
}

function bundleChanges(body: Record<string, unknown>): BundleChanges {
  const changes: BundleChanges = {};
  const clicks = optionalNumber(body, 'clicks', 'count');
  const price = optionalNumber(body, 'price', 'price');
  const startDate = optionalNumber(body, 'startDate', 'date');
  const endDate = optionalNumber(body, 'endDate', 'date');
  if (clicks !== undefined) changes.clicks = clicks;
  if (price !== undefined) changes.price = price;
  // An update drops a start date of zero or less (docs/texts-and-constants.md); creation treats it alike.
  if (startDate !== undefined && startDate > 0) changes.startDate = startDate;
  if (endDate !== undefined) changes.endDate = endDate;
  return changes;
}

const ENDS_BEFORE_START = 'endDate must be after startDate';

function requireOrderedDates(dates: Pick<HeldBundle['bundle'], 'startDate' | 'endDate'>): void {
  if (dates.endDate <= dates.startDate) throw new HttpError(400, ENDS_BEFORE_START);
}

/** The back address the invoice page links to: only a web address, never a script. */
function backUrlOf(req: Request): string {
  const backUrl = requiredQueryParam(req, 'backUrl');
  let parsed: URL;
  try {
    parsed = new URL(backUrl);
  } catch {
    throw new HttpError(400, 'backUrl must be a web address');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new HttpError(400, 'backUrl must be a web address');
  return parsed.href;
}

/** Click bundles: added, changed and removed by staff; an invoice page for the account's owners. */
export function bundleRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const { store } = ctx;
  /** The back address given for each invoice reference, as the page links to it. */
  const backUrls = new Map<string, string>();

  const view = (held: HeldBundle) => heldBundleView(held, store.bundles.planOf(held.bundle));

  function existing(req: Request): HeldBundle {
    const held = store.bundles.find(requiredIdQueryParam(req, 'bundleId'));
    if (!held) throw new HttpError(404, 'Bundle not found');
    return held;
  }

  router.post('/bundles', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const organisationId = requiredIdQueryParam(req, 'organisationId');
    const accountId = requiredIdQueryParam(req, 'accountId');
    requireBundleStaff(user);
    if (store.getGroup(organisationId)?.type !== 'organisation') throw new HttpError(404, 'Organisation not found');
    const account = store.getGroup(accountId);
    if (account?.type !== 'account') throw new HttpError(404, 'Account not found');
    if (account.parentId !== organisationId) throw new HttpError(400, 'The account is not in that organisation');

    const body = jsonBody(req);
    const planId = body.planId;
    if (typeof planId !== 'number' || !Number.isInteger(planId) || planId < 1) throw new HttpError(400, 'planId is required');
    const changes = bundleChanges(body);
    const held = store.bundles.add(accountId, planId, changes);
    if (held === 'not a bundle plan') throw new HttpError(400, 'planId must name a click bundle plan or a plan the account holds');
    if (held === 'no subscription for the service') throw new HttpError(400, 'The account has no subscription the bundle could top up');
    if (held === 'clicks and price needed') throw new HttpError(400, 'clicks and price are required for a bundle on a subscription plan');
    if (held === 'ends before it starts') throw new HttpError(400, ENDS_BEFORE_START);
    res.status(201).json(view(held));
  });

  router.put('/bundles', requireBearer(ctx), (req, res) => {
    requireBundleStaff(sessionOf(req).user);
    const held = existing(req);
    const changes = bundleChanges(jsonBody(req));
    requireOrderedDates({ startDate: changes.startDate ?? held.bundle.startDate, endDate: changes.endDate ?? held.bundle.endDate });
    const updated = store.bundles.update(held.bundle.bundleId, changes);
    if (!updated) throw new HttpError(404, 'Bundle not found');
    res.json(view(updated));
  });

  router.delete('/bundles', requireBearer(ctx), (req, res) => {
    requireBundleStaff(sessionOf(req).user);
    const held = existing(req);
    store.bundles.remove(held.bundle.bundleId);
    res.status(204).end();
  });

  router.get('/bundles/invoice', requireBearer(ctx), (req, res) => {
    const { user } = sessionOf(req);
    const held = existing(req);
    const backUrl = backUrlOf(req);
    // The account's owners (through any group above) and staff, as for buying for it.
    if (!store.mayActFor(user, held.subscription.accountId, 'owner')) throw new HttpError(403, 'Not allowed to read that account’s invoices');
    const reference = store.bundles.issueInvoice(held.bundle.bundleId);
    backUrls.set(reference, backUrl);
    res.json({ url: `${req.protocol}://${req.get('host') ?? 'localhost'}/bundles/invoice/${reference}` });
  });

  // The page a browser opens from the invoice link: the reference is the credential.
  router.get('/bundles/invoice/:reference', (req, res) => {
    const reference = req.params.reference;
    const held = store.bundles.invoiceFor(reference);
    if (!held) throw new HttpError(404, 'Invoice not found');
    const account = store.getGroup(held.subscription.accountId);
    const organisation = account?.parentId ? store.getGroup(account.parentId) : undefined;
    res
      .type('html')
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(
        bundleInvoicePage({
          bundle: held.bundle,
          plan: store.bundles.planOf(held.bundle),
          currency: held.subscription.currency,
          accountName: account?.name ?? '',
          organisationName: organisation?.name ?? '',
          backUrl: backUrls.get(reference) ?? '',
        }),
      );
  });

  return router;
}
