import { forbidden, requireOwner, requireSession } from '../access/access';
import { mayChangePrices as isAdminOrSuper } from '../access/address-cleanse';
import { requireNoReferrerPartner } from '../access/referrer-partners';
import { checkedGroupName } from '../groups/group-name';
import { requireFreeRename } from '../groups/sibling-names';
import type { GatewayContext } from '../context';
import type { GroupUserOrder, Resolvers } from '../generated/resolvers';
import { upstreamId } from '../ids';
// GraphQL's largest Int: an offset can be no larger, so the message names no larger bound.
import { LARGEST_INT } from '../input-bounds';
import { checkedEmail, fieldOf, isAtMostCharacters, isBlankText, refuseControlCharacters } from '../input-checks';
import { invitationLink } from './invitation-link';
import { refusal, requestError } from '../upstream/failures';
import type { UpstreamGroup, UpstreamGroupDetails, UpstreamGroupUserLine } from '../users/user-server-types';

// Account administration: a group's users, invitations, access levels,
// locks, and editing and deleting groups. Every call is for the group's owners (directly or through
// a group above) and staff: the gateway refuses anyone else before the service is asked, in the
// route guard's words; the service checks again. Partner administration is the same calls on the
// partner's own group, which referrer partners keep; the organisations and accounts below a
// referrer are refused to everyone, as the guard refuses Administration there.

/** What `groupAdministration` resolves to; its fields read the group's users when asked for. */
export interface GroupAdministrationSource {
  group: UpstreamGroup;
}

/** A GroupUser as the schema has it. */
export interface GroupUserValue {
  id: string;
  userId: string;
  email: string;
  name: string;
  personalName: string | null;
  accessLevel: UpstreamGroupUserLine['accessLevel'];
  heldInGroupId: string;
  heldInGroupName: string | null;
  inherited: boolean;
  locked: boolean;
  activity: number | null;
}

const MAX_PAGE_SIZE = 100;
const MIN_INVITATION_SECONDS = 60;
const MAX_INVITATION_SECONDS = 31_536_000;

/** The group's id as the service takes it, once the caller may administer the group. */
/** Why an owner may not lock a user: words for the program, saying what to do instead. */
export const LOCK_REFUSAL =
  "A lock stops the user signing in to every account, other organisations' too, so only the provider's admin staff may lock or unlock a user: remove the user from the group instead";

async function administered(ctx: GatewayContext, groupId: string, action: string): Promise<string> {
  const id = upstreamId(groupId, 'groupId');
  await requireOwner(ctx, id, { allowStaff: true, action });
  await requireNoReferrerPartner(ctx, id, { action, lacks: 'account administration', partnerAdministration: true });
  return id;
}

function groupUser(groupId: string, line: UpstreamGroupUserLine): GroupUserValue {
  const userId = String(line.userId);
  return {
    id: `${groupId}:${userId}`,
    userId,
    email: line.email,
    name: line.name ?? line.email,
    personalName: line.personalName,
    accessLevel: line.accessLevel,
    heldInGroupId: String(line.groupId),
    heldInGroupName: line.groupName,
    inherited: line.inherited,
    locked: line.locked,
    activity: line.activity,
  };
}

const levelOrder = { owner: 0, sudoowner: 1, manager: 2, member: 3 } as const;
const text = (value: string | null) => (value ?? '').toLocaleLowerCase('en-GB');
// A collator compares ten times faster than localeCompare, which counts with 5,000 users.
const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });

/** The whole list's order; ties go by e-mail address, so a page never shifts between requests. */
const orders: Record<GroupUserOrder, (a: UpstreamGroupUserLine, b: UpstreamGroupUserLine) => number> = {
  email: (a, b) => collator.compare(a.email, b.email),
  personalName: (a, b) => collator.compare(a.personalName ?? '', b.personalName ?? '') || orders.email(a, b),
  accessLevel: (a, b) => levelOrder[a.accessLevel] - levelOrder[b.accessLevel] || orders.email(a, b),
  activity: (a, b) => (b.activity ?? 0) - (a.activity ?? 0) || orders.email(a, b),
};

/**
 * The group's users in each order asked for, kept per answer: the request cache hands every page
 * of the same list the same (frozen) answer, so paging through it sorts it once per order.
 */
const sortedAnswers = new WeakMap<readonly UpstreamGroupUserLine[], Map<GroupUserOrder, readonly UpstreamGroupUserLine[]>>();

async function usersOf(ctx: GatewayContext, groupId: string, order: GroupUserOrder = 'email'): Promise<readonly UpstreamGroupUserLine[]> {
  const answer = await ctx.userServer.getGroupUsers(groupId);
  const sorted = sortedAnswers.get(answer) ?? new Map<GroupUserOrder, readonly UpstreamGroupUserLine[]>();
  sortedAnswers.set(answer, sorted);
  let users = sorted.get(order);
  if (!users) {
    users = answer.filter((line) => !line.pending && line.userId !== null).sort(orders[order]);
    sorted.set(order, users);
  }
  return users;
}

/** The user's line in the group, read again after a change; refused when they hold no access there. */
async function groupUserNow(ctx: GatewayContext, groupId: string, userId: string, action: string): Promise<GroupUserValue> {
  const line = (await usersOf(ctx, groupId)).find((candidate) => String(candidate.userId) === userId);
  if (!line) throw forbidden(action, 'That user does not belong to this account');
  return groupUser(groupId, line);
}

function pageArgument(value: number | null | undefined, name: string, min: number, max: number, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max)
    throw requestError('BAD_USER_INPUT', `${fieldOf(name)} must be a whole number from ${min} to ${max}.`, { argument: name });
  return n;
}

function groupDetails(input: Record<string, string | null | undefined>): UpstreamGroupDetails {
  const details: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    // Named by its path in the input, as every refused field is (docs/api-errors.md): `input.postcode`.
    const argument = `input.${name}`;
    if (name === 'name') {
      details[name] = checkedGroupName(value, argument);
      continue;
    }
    if (!isAtMostCharacters(value, 200)) throw requestError('BAD_USER_INPUT', `${name} must be at most 200 characters.`, { argument });
    // A detail with nothing visible is kept empty, as one of spaces is (docs/api-errors.md, "Free text").
    const trimmed = isBlankText(value) ? '' : value.trim();
    refuseControlCharacters(trimmed, argument);
    details[name] = trimmed;
  }
  return details;
}

export const groupUsersResolvers: Resolvers = {
  Query: {
    groupAdministration: async (_parent, { groupId }, ctx) => {
      const id = await administered(ctx, groupId, 'load the account');
      return { group: await ctx.loaders.groups.load(id) };
    },

    canDeleteAccount: async (_parent, { accountId }, ctx) => {
      const id = await administered(ctx, accountId, 'check whether the account may be deleted');
      const answer = await ctx.accountManager.canDeleteAccount(id);
      return { canDelete: answer.canDelete, reason: answer.canDelete ? null : answer.msg };
    },
  },

  GroupAdministration: {
    id: (source) => String(source.group.id),
    group: (source) => source.group,

    users: async (source, { offset, limit, orderBy, filter }, ctx) => {
      const groupId = String(source.group.id);
      const start = pageArgument(offset, 'offset', 0, LARGEST_INT, 0);
      const size = pageArgument(limit, 'limit', 1, MAX_PAGE_SIZE, 25);
      const wanted = filter?.trim().toLocaleLowerCase('en-GB');
      const all = await usersOf(ctx, groupId, orderBy ?? 'email');
      const sorted = wanted ? all.filter((line) => text(line.email).includes(wanted) || text(line.personalName).includes(wanted)) : all;
      return {
        users: sorted.slice(start, start + size).map((line) => groupUser(groupId, line)),
        totalCount: sorted.length,
        offset: start,
        limit: size,
      };
    },

    user: async (source, { userId }, ctx) => {
      const groupId = String(source.group.id);
      const id = upstreamId(userId, 'userId');
      const line = (await usersOf(ctx, groupId)).find((candidate) => String(candidate.userId) === id);
      return line ? groupUser(groupId, line) : null;
    },

    invitations: async (source, _args, ctx) => {
      const groupId = String(source.group.id);
      const lines = await ctx.userServer.getGroupUsers(groupId);
      return lines
        .filter((line) => line.pending)
        .map((line) => ({
          id: `${groupId}:${line.email}`,
          email: line.email,
          accessLevel: line.accessLevel,
          takeOwnership: line.takeOwnership,
          sentAt: line.sentAt,
          expires: line.expiry,
        }));
    },
  },

  Mutation: {
    inviteGroupUser: async (_parent, { groupId, input }, ctx) => {
      const action = 'send the invitation';
      const email = checkedEmail(input.email, 'input.email');
      const expiry = pageArgument(input.expirySeconds, 'input.expirySeconds', MIN_INVITATION_SECONDS, MAX_INVITATION_SECONDS, 86_400);
      const backUrl = invitationLink(input.acceptUrl, ctx.portalOrigins());
      const id = await administered(ctx, groupId, action);
      const line = await ctx.userServer.inviteGroupUser(id, email, input.accessLevel ?? 'member', {
        expiry,
        takeOwnership: input.takeOwnership ?? false,
        ...(backUrl ? { backUrl } : {}),
      });
      // Taking ownership marks the group Pending Ownership; this request may hold it as it was.
      ctx.loaders.groups.clearAll();
      return {
        id: `${id}:${line.email}`,
        email: line.email,
        accessLevel: line.accessLevel,
        takeOwnership: line.takeOwnership,
        sentAt: line.sentAt,
        expires: line.expiry,
      };
    },

    withdrawInvitation: async (_parent, { groupId, email }, ctx) => {
      const id = await administered(ctx, groupId, 'withdraw the invitation');
      await ctx.userServer.withdrawInvitation(id, email.trim());
      ctx.loaders.groups.clearAll();
      return true;
    },

    acceptInvitation: async (_parent, { token }, ctx) => {
      const action = 'accept the invitation';
      requireSession(ctx, action);
      const trimmed = token.trim();
      if (trimmed === '' || trimmed.length > 4000) throw requestError('BAD_USER_INPUT', 'token must be an invitation token.', { argument: 'token' });
      const group = await ctx.userServer.acceptInvitation(trimmed);
      ctx.loaders.groups.clearAll();
      return group;
    },

    setGroupUserAccessLevel: async (_parent, { groupId, userId, accessLevel }, ctx) => {
      const action = "change the user's access level";
      const id = await administered(ctx, groupId, action);
      const user = upstreamId(userId, 'userId');
      await ctx.userServer.setGroupUserAccess(id, user, accessLevel);
      ctx.loaders.groups.clearAll();
      return groupUserNow(ctx, id, user, action);
    },

    setGroupUserLocked: async (_parent, { groupId, userId, locked }, ctx) => {
      const action = locked ? 'lock the user' : 'unlock the user';
      const id = await administered(ctx, groupId, action);
      const user = upstreamId(userId, 'userId');
      // The lock (PUT /userlock) is the user's everywhere, in other organisations' groups too, and an
      // owner's session cannot see those groups (GET /user has no groups; users register themselves,
      // so creationUserId never names an owner): only admin and super lock or unlock. An owner ends
      // the user's access to their group by removing them from it (docs/routes-and-access.md).
      if (!isAdminOrSuper(ctx.caller.roles)) throw forbidden(action, LOCK_REFUSAL, 'ROLE_REQUIRED');
      await groupUserNow(ctx, id, user, action);
      await ctx.userServer.setUserLock(user, locked);
      return groupUserNow(ctx, id, user, action);
    },

    removeGroupUser: async (_parent, { groupId, userId }, ctx) => {
      const id = await administered(ctx, groupId, 'remove the user from the group');
      await ctx.userServer.removeGroupUser(id, upstreamId(userId, 'userId'));
      ctx.loaders.groups.clearAll();
      return true;
    },

    updateGroup: async (_parent, { groupId, input }, ctx) => {
      const details = groupDetails(input);
      const id = await administered(ctx, groupId, 'update the group');
      // A new name must not be one a group beside it has already (trimmed, in any case).
      if (details.name !== undefined) await requireFreeRename(ctx, id, details.name, 'input.name');
      const group = await ctx.userServer.updateGroup(id, details);
      ctx.loaders.groups.clearAll();
      return group;
    },

    deleteGroup: async (_parent, { groupId }, ctx) => {
      const id = await administered(ctx, groupId, 'delete the group');
      const group = await ctx.loaders.groups.load(id);
      if (group.type === 'account') {
        const answer = await ctx.accountManager.canDeleteAccount(id);
        if (!answer.canDelete) throw refusal('CONFLICT', 'delete the account', answer.msg ?? 'This account may not be deleted');
      }
      await ctx.userServer.deleteGroup(id);
      ctx.loaders.groups.clearAll();
      return true;
    },
  },
};
