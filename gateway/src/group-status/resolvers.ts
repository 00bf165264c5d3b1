import type { GraphQLError } from 'graphql';
import { forbidden, isStaff, refusingUnseen, requireOwner, requireSession } from '../access/access';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { checkedCharityNumber } from './charity-number';
import { hasErrorCode } from '../upstream/failures';
import type { UpstreamCharityDetails, UpstreamGroup } from '../users/user-server-types';

// Corporate and charity status and migration (docs/flows.md). The gateway refuses a
// caller who may not before the service is asked, in the guard's words; the service checks too.

/** A refusal of a call that only the provider's staff may make. */
function staffOnly(action: string): GraphQLError {
  return forbidden(action, "Only the provider's staff may do this");
}

/**
 * The group's id as the service takes it, once the caller may change it: owner or staff (not under
 * a referrer partner, as Administration → Account, where the status is changed, is refused there),
 * or staff alone (the provider's own decisions, such as taking an organisation out of its partner).
 */
async function mayChange(ctx: GatewayContext, groupId: string, action: string, who: 'ownerOrStaff' | 'staff'): Promise<string> {
  const id = upstreamId(groupId, 'groupId');
  if (who === 'staff') {
    requireSession(ctx, action);
    if (!isStaff(ctx.caller.roles)) throw staffOnly(action);
  } else {
    await requireOwner(ctx, id, { allowStaff: true, action });
    await requireNoReferrerPartner(ctx, id, { action, lacks: 'account administration' });
  }
  return id;
}

/** The group as the service answered the change; this request's loader may hold it as it was. */
function changed(ctx: GatewayContext, group: UpstreamGroup): UpstreamGroup {
  ctx.loaders.groups.clearAll();
  return group;
}

function charityDetails(input: { charityPSLNumber: string; isPostalOperatorDiscount?: boolean | null; isOSDiscount?: boolean | null }): UpstreamCharityDetails {
  const number = checkedCharityNumber(input.charityPSLNumber, 'input.charityPSLNumber');
  return {
    charityPSLNumber: number,
    // Whoever sets a number asks for it to be checked; only staff confirm it.
    isInVerifyProcess: true,
    isPostalOperatorDiscount: input.isPostalOperatorDiscount ?? false,
    isOSDiscount: input.isOSDiscount ?? false,
  };
}

export const groupStatusResolvers: Resolvers = {
  Query: {
    groupStatus: async (_parent, { groupId }, ctx) => {
      const id = upstreamId(groupId, 'groupId');
      requireSession(ctx, 'load the group status');
      try {
        // Someone else's group and no group at all read alike for a customer (docs/api-errors.md).
        return await refusingUnseen(
          ctx,
          () => ctx.loaders.groups.load(id),
          () => forbidden('load the group status', `Group ${id} is not one you may see`),
        );
      } catch (error) {
        // Only staff, who may see every group, reach here for one that does not exist.
        if (hasErrorCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
  },

  Mutation: {
    enableCorporate: async (_parent, { groupId }, ctx) => {
      const id = await mayChange(ctx, groupId, 'enable the corporate status', 'ownerOrStaff');
      return changed(ctx, await ctx.userServer.enableCorporate(id));
    },
    disableCorporate: async (_parent, { groupId }, ctx) => {
      const id = await mayChange(ctx, groupId, 'disable the corporate status', 'ownerOrStaff');
      return changed(ctx, await ctx.userServer.disableCorporate(id));
    },
    updateCharity: async (_parent, { groupId, input }, ctx) => {
      const details = charityDetails(input);
      const id = await mayChange(ctx, groupId, 'update the charity status', 'ownerOrStaff');
      return changed(ctx, await ctx.userServer.updateCharity(id, details));
    },
    confirmCharity: async (_parent, { groupId, input, isValid }, ctx) => {
      const details = charityDetails(input);
      const id = await mayChange(ctx, groupId, 'confirm the charity status', 'staff');
      return changed(ctx, await ctx.userServer.confirmCharity(id, { ...details, isInVerifyProcess: false, isValid }));
    },
    removeCharity: async (_parent, { groupId }, ctx) => {
      const id = await mayChange(ctx, groupId, 'remove the charity status', 'ownerOrStaff');
      return changed(ctx, await ctx.userServer.disableCharity(id));
    },
    migrateOrganisationToPartner: async (_parent, { groupId, partnerType }, ctx) => {
      const id = await mayChange(ctx, groupId, 'migrate the organisation to a partner', 'staff');
      return changed(ctx, await ctx.userServer.migrateToPartner(id, partnerType));
    },
    removeFromPartner: async (_parent, { groupId }, ctx) => {
      const id = await mayChange(ctx, groupId, 'remove the group from its partner', 'staff');
      return changed(ctx, await ctx.userServer.removeFromPartner(id));
    },
  },

  Group: {
    charity: (group) => group.charity ?? null,
  },
};
