import { forbidden, requireOwner } from '../access/access';
import { requireUserOfGroup } from '../access/group-user';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import type { Resolvers, ServiceSwitch } from '../generated/resolvers';
import { upstreamId } from '../ids';
import type { GatewayContext } from '../context';
import { requestError } from '../upstream/failures';
import type { UpstreamServiceSwitch } from './service-access-types';
import { offeredIn, withholdsAny } from './territory-services';

// Administration → Services (owner only, staff as the route table allows): which services each
// user of the account and each of its API tokens may use, and service JWTs. The owner check is
// made here before any call, so a member learns nothing of the group's users or tokens; referrer
// partners' clients are refused, as the guard refuses Administration under a referrer.

function toSwitch(line: UpstreamServiceSwitch): ServiceSwitch {
  return { serviceId: String(line.serviceId), service: line.service, name: line.name, enabled: line.enabled };
}

/**
 * The switches an account of `territory` can use. The user server lists every service for every
 * group, so an Australian account would otherwise be offered Payment Validation, which it cannot buy.
 */
function switchesIn(territory: string, lines: readonly UpstreamServiceSwitch[]): ServiceSwitch[] {
  return lines.filter((line) => offeredIn(territory, line.service)).map(toSwitch);
}

async function ownedGroup(ctx: GatewayContext, groupId: string, action: string): Promise<string> {
  const id = upstreamId(groupId, 'groupId');
  await requireOwner(ctx, id, { action, allowStaff: true });
  await requireNoReferrerPartner(ctx, id, { action, lacks: 'account administration' });
  return id;
}

/** Who a token's switches are asked for: the user server wants a user, and the caller is one. */
function callerId(ctx: GatewayContext): string {
  if (!ctx.caller.userId) throw requestError('BAD_USER_INPUT', 'Sign in to manage services.');
  return ctx.caller.userId;
}

export const serviceAccessResolvers: Resolvers = {
  Query: {
    providerServices: async (_parent, _args, ctx) =>
      (await ctx.serviceAccess.getServices()).map((service) => ({
        serviceId: String(service.serviceId),
        service: service.service,
        name: service.name,
        description: service.description ?? '',
        offersJwt: service.offersJwt,
      })),

    groupServiceAccess: async (_parent, { groupId }, ctx) => {
      const id = await ownedGroup(ctx, groupId, 'load the services allowed');
      const [lines, tokens, { territory }] = await Promise.all([
        ctx.userServer.getGroupUsers(id),
        ctx.serviceAccess.getTokens(id),
        ctx.loaders.groups.load(id),
      ]);
      // A user may hold access here and above: one row each, invitations left out.
      const people = new Map<number, { name: string; personalName: string | null }>();
      for (const line of lines) {
        if (line.pending || line.userId === null || people.has(line.userId)) continue;
        people.set(line.userId, { name: line.name ?? line.email, personalName: line.personalName });
      }
      const tokenUser = callerId(ctx);
      const [users, tokenRows] = await Promise.all([
        Promise.all(
          [...people].map(async ([userId, person]) => ({
            userId: String(userId),
            name: person.name,
            personalName: person.personalName,
            services: switchesIn(territory, await ctx.serviceAccess.getServiceSwitches({ groupId: id, userId: String(userId) })),
          })),
        ),
        Promise.all(
          tokens.map(async (token) => ({
            tokenId: String(token.id),
            tag: token.tag,
            locked: token.locked,
            services: switchesIn(territory, await ctx.serviceAccess.getServiceSwitches({ groupId: id, userId: tokenUser, tokenId: String(token.id) })),
          })),
        ),
      ]);
      const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
      return {
        groupId: id,
        users: users.sort((a, b) => byText(a.name, b.name)),
        tokens: tokenRows.sort((a, b) => byText(a.tag, b.tag)),
      };
    },

    serviceJwt: async (_parent, { serviceId, groupId }, ctx) => {
      const id = await ownedGroup(ctx, groupId, 'get the service JWT');
      const key = await ctx.serviceAccess.getServiceJwt(upstreamId(serviceId, 'serviceId'), id);
      return { serviceId: String(key.serviceId), groupId: String(key.groupId), jwt: key.jwt, expiry: key.expiry };
    },
  },

  Mutation: {
    setServiceAccess: async (_parent, { groupId, userId, serviceId, tokenId, enabled }, ctx) => {
      const action = enabled ? 'allow the service' : 'stop the service';
      const id = await ownedGroup(ctx, groupId, action);
      const holder = {
        groupId: id,
        userId: upstreamId(userId, 'userId'),
        ...(tokenId ? { tokenId: upstreamId(tokenId, 'tokenId') } : {}),
      };
      // A user's switches are for a user of the group; a token's are asked for as the caller. The
      // service would switch any user's and answer 404 for nobody's, telling a customer who exists.
      if (!holder.tokenId) await requireUserOfGroup(ctx, id, holder.userId, action);
      const service = upstreamId(serviceId, 'serviceId');
      const { territory } = await ctx.loaders.groups.load(id);
      // A service the account's territory cannot have is not switched: nothing lists it for the account.
      if (withholdsAny(territory)) {
        const kind = (await ctx.serviceAccess.getServices()).find((line) => String(line.serviceId) === service)?.service;
        if (kind && !offeredIn(territory, kind)) {
          throw forbidden(action, `Account ${id} is in the ${territory} territory, where ${kind} is not offered`, 'TERRITORY');
        }
      }
      return switchesIn(territory, await ctx.serviceAccess.setServiceSwitch(holder, service, enabled));
    },
  },
};
