import { forbidden, isStaff, refusingUnseen } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { ChangedBundle, Resolvers } from '../generated/resolvers';
import { portalPage } from '../http/portal-page';
import { upstreamId } from '../ids';
import type { GatewayContext } from '../context';
import { MAX_BUNDLE_CLICKS } from '../input-bounds';
import { requireEndAfterStart } from '../input-checks';
import { GraphQLError } from 'graphql';
import { hasErrorCode, requestError } from '../upstream/failures';
import type { UpstreamBundleChanges, UpstreamHeldBundle } from './bundle-types';
import { toBundle } from '../plans/mappers';
import { checkedPrice } from '../plans/prices';

// Click bundles: staff with admin, super or sales add, change and delete them
// (docs/routes-and-access.md); the account's owners open their invoices (the service checks that one).

/** The refusal of /administration/services/bundlecreate for anyone else, before any call. */
function requireBundleStaff(ctx: GatewayContext, action: string): void {
  if (!isStaff(ctx.caller.roles)) throw forbidden(action, 'Only admin, super and sales staff may do this', 'ROLE_REQUIRED');
}

function toChangedBundle(held: UpstreamHeldBundle): ChangedBundle {
  return { accountId: String(held.accountId), service: held.service, currency: held.currency, bundle: toBundle(held) };
}

interface BundleFields {
  clicks?: number | null;
  price?: number | null;
  /** DateTime: epoch seconds once the scalar has parsed them. */
  startDate?: unknown;
  endDate?: unknown;
}

const seconds = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The most clicks as a message writes it: 1,000,000,000. */
const SHOWN_MAX_BUNDLE_CLICKS = MAX_BUNDLE_CLICKS.toLocaleString('en-GB');

/** The fields given, checked before the service is asked. */
function bundleChanges(input: BundleFields): UpstreamBundleChanges {
  const changes: UpstreamBundleChanges = {};
  if (input.clicks !== null && input.clicks !== undefined) {
    if (input.clicks < 1) throw requestError('BAD_USER_INPUT', 'clicks must be at least 1.', { argument: 'input.clicks' });
    if (input.clicks > MAX_BUNDLE_CLICKS)
      throw requestError('BAD_USER_INPUT', `clicks must be at most ${SHOWN_MAX_BUNDLE_CLICKS}, not ${input.clicks}.`, { argument: 'input.clicks' });
    changes.clicks = input.clicks;
  }
  if (input.price !== null && input.price !== undefined) {
    changes.price = checkedPrice(input.price, 'input.price');
  }
  // A start date of zero or less is dropped: the bundle keeps its own (docs/texts-and-constants.md).
  const startDate = seconds(input.startDate);
  const endDate = seconds(input.endDate);
  if (startDate !== undefined && startDate > 0) changes.startDate = startDate;
  if (endDate !== undefined) changes.endDate = endDate;
  if (changes.startDate !== undefined && changes.endDate !== undefined)
    requireEndAfterStart(changes.startDate, changes.endDate, { startArgument: 'input.startDate', endArgument: 'input.endDate' });
  return changes;
}

/** How the service refuses a bundle whose dates would be the wrong way round (sandbox/README.md). */
const ENDS_BEFORE_START = 'endDate must be after startDate';

/**
 * A change of one date that the service refuses against the bundle's other date, worded for what
 * the caller sent: the service says "endDate must be after startDate" to a caller who sent only a
 * start date. No service call reads one bundle, so the bundle's own date cannot be named.
 */
async function namingTheDateSent<T>(call: Promise<T>, changes: UpstreamBundleChanges): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const sentOne = (changes.startDate === undefined) !== (changes.endDate === undefined);
    if (sentOne && error instanceof GraphQLError && hasErrorCode(error, 'BAD_REQUEST') && error.extensions.msg === ENDS_BEFORE_START) {
      const [argument, msg] =
        changes.startDate !== undefined
          ? ['input.startDate', "startDate must be before the bundle's end date"]
          : ['input.endDate', "endDate must be after the bundle's start date"];
      throw new GraphQLError(`Cannot change the bundle: ${msg}`, { extensions: { ...error.extensions, msg, argument } });
    }
    throw error;
  }
}

export const bundleResolvers: Resolvers = {
  Query: {
    bundleInvoice: (_parent, { bundleId, backUrl }, ctx) => {
      const id = upstreamId(bundleId, 'bundleId');
      // The invoice page's Back link leads there: a page of the portal, checked before the service is asked.
      const back = portalPage(backUrl, ctx.portalOrigins(), { argument: 'backUrl', example: 'its services page' });
      // The service refuses another account's bundle and answers 404 for none; a customer gets one answer for both.
      return refusingUnseen(
        ctx,
        () => ctx.bundles.getInvoiceUrl(id, back),
        () => forbidden('open the invoice', `Only an owner of bundle ${id}'s account or staff may open its invoice`),
      );
    },
  },
  Mutation: {
    createBundle: async (_parent, { organisationId, accountId, input }, ctx) => {
      requireBundleStaff(ctx, 'add the bundle');
      const body = { planId: Number(upstreamId(input.planId, 'input.planId')), ...bundleChanges(input) };
      const organisation = upstreamId(organisationId, 'organisationId');
      const account = upstreamId(accountId, 'accountId');
      // Create Bundle is under Administration, which the guard refuses, staff too, under a referrer partner.
      await requireNoReferrerPartner(ctx, account, { action: 'add the bundle', lacks: 'account administration' });
      return toChangedBundle(await ctx.bundles.createBundle(organisation, account, body));
    },
    updateBundle: async (_parent, { bundleId, input }, ctx) => {
      requireBundleStaff(ctx, 'change the bundle');
      const changes = bundleChanges(input);
      return toChangedBundle(await namingTheDateSent(ctx.bundles.updateBundle(upstreamId(bundleId, 'bundleId'), changes), changes));
    },
    deleteBundle: async (_parent, { bundleId }, ctx) => {
      requireBundleStaff(ctx, 'delete the bundle');
      const id = upstreamId(bundleId, 'bundleId');
      await ctx.bundles.deleteBundle(id);
      return id;
    },
  },
};
