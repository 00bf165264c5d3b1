import type { GatewayContext } from '../context';
import { requireUserOfGroup } from '../access/group-user';
import { requireShopOwner } from '../access/shop';
import type { Resolvers } from '../generated/resolvers';
import { portalPage } from '../http/portal-page';
import { upstreamId } from '../ids';
import { requestError } from '../upstream/failures';
import { toAutomaticRenewal, toPaymentUser } from './mappers';

/** The account's id as the service expects it, once the caller is known to own it (staff refused too, as in the shop). */
async function ownedAccount(ctx: GatewayContext, accountId: string, action: string): Promise<string> {
  const id = upstreamId(accountId, 'accountId');
  await requireShopOwner(ctx, id, action);
  return id;
}

export const paymentResolvers: Resolvers = {
  Query: {
    paymentDetails: async (_parent, { accountId }, ctx) => ctx.shop.getPaymentDetails(await ownedAccount(ctx, accountId, 'load the saved card')),
    paymentUsers: async (_parent, { accountId }, ctx) =>
      (await ctx.shop.getPaymentUsers(await ownedAccount(ctx, accountId, 'load the users who may pay'))).map(toPaymentUser),
    // A free trial never renews (the shop replaces it with the plan bought), so it is not listed.
    automaticRenewals: async (_parent, { accountId }, ctx) =>
      (await ctx.shop.getRenewingPlans(await ownedAccount(ctx, accountId, 'load the automatic renewals')))
        .filter((plan) => !plan.trial)
        .map((plan) => toAutomaticRenewal(plan)),
  },

  Mutation: {
    setAutomaticRenewal: async (_parent, { accountId, planId, clicks, topUpPercent }, ctx) => {
      const id = await ownedAccount(ctx, accountId, 'switch on automatic renewal');
      if (!Number.isInteger(clicks) || clicks <= 0)
        throw requestError('BAD_USER_INPUT', `clicks must be a positive whole number, not ${clicks}.`, { argument: 'clicks' });
      if (topUpPercent !== null && topUpPercent !== undefined && (topUpPercent < 0 || topUpPercent > 90)) {
        throw requestError('BAD_USER_INPUT', `topUpPercent must be from 0 to 90, not ${topUpPercent}.`, { argument: 'topUpPercent' });
      }
      return toAutomaticRenewal(await ctx.shop.setAutomaticRenewal(id, upstreamId(planId, 'planId'), clicks, topUpPercent ?? undefined));
    },
    stopAutomaticRenewal: async (_parent, { accountId, planId }, ctx) => {
      const id = await ownedAccount(ctx, accountId, 'switch off automatic renewal');
      return toAutomaticRenewal(await ctx.shop.stopAutomaticRenewal(id, upstreamId(planId, 'planId')));
    },
    replacePaymentDetails: async (_parent, { accountId, backUrl }, ctx) => {
      // The card page sends the customer back there: a page of the portal, checked before the account is.
      const back = portalPage(backUrl, ctx.portalOrigins(), { argument: 'backUrl', example: 'its shop page' });
      const id = await ownedAccount(ctx, accountId, 'open the card page');
      return ctx.shop.generatePaymentPage(id, back);
    },
    removePaymentDetails: async (_parent, { accountId }, ctx) => {
      await ctx.shop.removePaymentDetails(await ownedAccount(ctx, accountId, 'remove the saved card'));
      return true;
    },
    addPaymentUser: async (_parent, { accountId, userId }, ctx) => {
      const action = 'let the user pay';
      const id = await ownedAccount(ctx, accountId, action);
      const user = upstreamId(userId, 'userId');
      // The service answers 400 for someone else's user and 404 for nobody's; one refusal for both.
      await requireUserOfGroup(ctx, id, user, action);
      return (await ctx.shop.addPaymentUser(id, user)).map(toPaymentUser);
    },
    removePaymentUser: async (_parent, { accountId, userId }, ctx) => {
      const id = await ownedAccount(ctx, accountId, 'stop the user paying');
      return (await ctx.shop.removePaymentUser(id, upstreamId(userId, 'userId'))).map(toPaymentUser);
    },
  },
};
