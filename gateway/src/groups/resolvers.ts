import { forbidden, isStaff, refusingUnseen, requireOwner, requireSession } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { hasErrorCode as hasCode } from '../upstream/failures';
import { buildGroupTree, byId, knownChildren } from './group-tree';
import { checkedGroupName } from './group-name';
import { requireFreeName } from './sibling-names';
import type { UpstreamNewGroup } from '../users/user-server-types';

/** The caller's groups as a tree, creating a group, and what a group's fields read as. */
export const groupsResolvers: Resolvers = {
  Query: {
    myGroups: async (_parent, _args, ctx) => {
      const { caller, userServer, loaders } = ctx;
      requireSession(ctx, 'load your groups');
      const listed = await userServer.getGroups();
      const tree = buildGroupTree(listed);
      // Every group of the tree has all its children, so `parent` and `children` below need no call.
      loaders.groups.keepKnown(tree);
      // A customer's list is every group they may see (what they hold and all below it), so a
      // parent missing from it is one the server would refuse them. Staff may load any group by
      // id whatever their list holds, so for them a missing parent is still asked for.
      if (!isStaff(caller.roles)) loaders.groups.recordAllVisible(listed.map((group) => group.id));
      return tree;
    },
  },

  Mutation: {
    createGroup: async (_parent, { input }, ctx) => {
      // Checked as updateGroup checks a new name, before any call: the service refused a blank one
      // in its own words (BAD_REQUEST, name is required), where updateGroup named the argument.
      const name = checkedGroupName(input.name, 'input.name');
      const group: UpstreamNewGroup = { type: input.type, name };
      const userId = input.userId ? upstreamId(input.userId, 'input.userId') : undefined;
      if (userId) group.userId = Number(userId);
      requireSession(ctx, 'create the group');
      if (input.groupId) {
        const groupId = upstreamId(input.groupId, 'input.groupId');
        await requireOwner(ctx, groupId, { allowStaff: true, action: 'create the group' });
        // Not a name a group beside it has already, as the organisation wizard checks its accounts.
        await requireFreeName(ctx, groupId, name, 'input.name');
        group.groupId = Number(groupId);
      }
      if (input.country) group.country = input.country;
      // Neither id: the server answers with the reason (`No user or group id provided`). For a user
      // id, it refuses another's and answers 404 for nobody's: a customer gets one answer for both.
      const create = () => ctx.userServer.createGroup(group);
      const created = userId
        ? await refusingUnseen(ctx, create, () =>
            forbidden('create the group', `You may create a group for yourself, and staff for anyone: not for user ${userId}`),
          )
        : await create();
      // This request's loader may hold the parent as it was before.
      ctx.loaders.groups.clearAll();
      return { id: String(created.id), accountId: graphqlId(created.accountId) };
    },
  },

  Group: {
    id: (group) => String(group.id),
    parentId: (group) => graphqlId(group.parentId),
    creationUserId: (group) => graphqlId(group.creationUserId),
    updateUserId: (group) => graphqlId(group.updateUserId),
    // The server sends '' for "no subtype", which is not a GroupSubtype value.
    subtype: (group) => (group.subtype ? group.subtype : null),
    children: async (group, _args, { loaders }) => {
      const children = knownChildren(group) ?? (await loaders.groups.load(String(group.id))).children ?? [];
      return [...children].sort(byId);
    },
    parent: async (group, _args, { loaders }) => {
      if (group.parentId === null || group.parentId === undefined) return null;
      // Left out of the caller's whole list: the server would only refuse it.
      if (!loaders.groups.mayBeVisible(group.parentId)) return null;
      try {
        return await loaders.groups.load(String(group.parentId));
      } catch (error) {
        // A parent the caller may not see is simply absent.
        if (hasCode(error, 'FORBIDDEN', 'NOT_FOUND')) return null;
        throw error;
      }
    },
  },
};
