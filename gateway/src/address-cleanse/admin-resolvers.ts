import type { GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { forbidden, type AccessContext } from '../access/access';
import { upstreamId } from '../ids';
import { mayChangePrices, requireCleanseAdministration, requirePriceAdministration } from '../access/address-cleanse';
import { checkedAdminCost } from './admin-cost-checks';
import { toAdminCost, toJobCharge } from './mappers';

/**
 * The provider's own figures (what a match, a record or a job really costs it: its margin) are for
 * admin and super alone, wherever a price or a job charge is read; anyone else asking for one is
 * refused with FORBIDDEN naming the field (docs/routes-and-access.md). Refused rather than null, as
 * the fields are non-null in the released schema.
 */
function staffFigure<Parent, Key extends keyof Parent & string>(key: Key) {
  return (parent: Parent, _args: unknown, ctx: AccessContext, info: GraphQLResolveInfo): Parent[Key] => {
    if (!mayChangePrices(ctx.caller.roles)) {
      throw forbidden(
        `read ${info.parentType.name}.${key}`,
        `Only admin and super staff may see ${key}, the provider's own figure: leave it out of the query`,
        'ROLE_REQUIRED',
      );
    }
    return parent[key];
  };
}

/** Administration, Address Cleanse and price update (docs/routes-and-access.md). */
export const bureauAdminResolvers: Resolvers = {
  Query: {
    addressCleanseAdministration: async (_parent, { accountId }, ctx) => {
      const id = upstreamId(accountId, 'accountId');
      await requireCleanseAdministration(ctx, id, 'load the address cleanse prices');
      const staff = mayChangePrices(ctx.caller.roles);
      // Admin and super see every account's prices and charges, and the royalties; an owner the account's.
      const scope = staff ? undefined : id;
      const [costs, costTypes, mafs, royaltyCharges, jobCharges] = await Promise.all([
        ctx.bureau.adminCosts(scope),
        ctx.bureau.costTypes(),
        ctx.bureau.adminMafs(),
        staff ? ctx.bureau.royaltyCharges() : Promise.resolve([]),
        ctx.bureau.jobCharges(scope),
      ]);
      const names = new Map(costTypes.map((type) => [type.costTypeId, type.name]));
      return {
        costs: costs.map((cost) => toAdminCost(cost, names)),
        canChangePrices: staff,
        mafs: mafs.map((maf) => ({ ...maf, mafId: String(maf.mafId) })),
        costTypes: costTypes.map((type) => ({ costTypeId: String(type.costTypeId), name: type.name })),
        royaltyCharges: royaltyCharges.map((charge) => ({ ...charge, mafId: String(charge.mafId) })),
        jobCharges: jobCharges.map(toJobCharge),
      };
    },
    adminCost: async (_parent, { costId }, ctx) => {
      const id = Number(upstreamId(costId, 'costId'));
      requirePriceAdministration(ctx, 'load the price');
      const [costs, costTypes] = await Promise.all([ctx.bureau.adminCosts(undefined), ctx.bureau.costTypes()]);
      const cost = costs.find((candidate) => candidate.costId === id);
      return cost ? toAdminCost(cost, new Map(costTypes.map((type) => [type.costTypeId, type.name]))) : null;
    },
  },
  AdminCost: {
    realPricePerMatch: staffFigure('realPricePerMatch'),
    realPricePerRecord: staffFigure('realPricePerRecord'),
  },
  BureauJobCharge: {
    totalRealCharges: staffFigure('totalRealCharges'),
  },
  Mutation: {
    updateAdminCost: async (_parent, { costId, input }, ctx) => {
      const id = Number(upstreamId(costId, 'costId'));
      requirePriceAdministration(ctx, 'change the price');
      const cost = checkedAdminCost(id, input);
      const [saved, costTypes] = await Promise.all([ctx.bureau.saveAdminCost(cost), ctx.bureau.costTypes()]);
      return toAdminCost(saved, new Map(costTypes.map((type) => [type.costTypeId, type.name])));
    },
  },
};
