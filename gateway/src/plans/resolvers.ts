import { requireGroupUser } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
import { toAccountPlan } from './mappers';

export const accountManagerResolvers: Resolvers = {
  Query: {
    accountPlans: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireGroupUser(ctx, id, { action: 'load the account plans' });
      return (await ctx.accountManager.getAccountPlans(id)).map((plan) => toAccountPlan(plan));
    },
  },
};
