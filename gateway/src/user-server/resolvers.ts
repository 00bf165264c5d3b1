import type { GraphQLError } from 'graphql';
import { forbidden, isStaff, requireOwner } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { hasErrorCode as hasCode, noSession } from '../upstream/failures';
import { buildGroupTree, byId, knownChildren } from './group-tree';
import type { UpstreamNewGroup, UpstreamRegistrationRequest } from './types';

/** The error a call needing a session gets when its bearer token names no user. */
function signedOut(action: string): GraphQLError {
  return noSession(action);
}

export const userServerResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { caller, loaders }) => {
      if (!caller.userId) throw signedOut('load your details');
      return loaders.users.load(caller.userId);
    },
    user: async (_parent, { id }, { loaders }) => {
      try {
        return await loaders.users.load(upstreamId(id, 'id'));
      } catch (error) {
        if (hasCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
    myGroups: async (_parent, _args, { caller, userServer, loaders }) => {
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
    signIn: (_parent, { userName, password, captchaToken }, { userServer, attempts, clientAddress }) =>
      attempts.attempt({ secret: 'password', subject: userName, clientAddress, action: 'sign in' }, () =>
        userServer.signIn(userName, password, captchaToken ?? undefined),
      ),

    register: async (_parent, { input, captchaToken }, { userServer }) => {
      const request: UpstreamRegistrationRequest = {
        email: input.email,
        password: input.password,
        personalName: input.personalName,
        companyName: input.companyName,
        country: input.country,
        territory: input.territory,
      };
      if (input.charityPSLNumber) {
        // A charity is verified by the provider before its discount applies.
        request.charityPSLNumber = input.charityPSLNumber;
        request.isInVerifyProcess = true;
      }
      const { id } = await userServer.register(request, captchaToken);
      return { userId: String(id) };
    },

    sendValidationCode: async (_parent, _args, { userServer }) => {
      await userServer.sendValidationCode();
      return true;
    },

    validateUser: async (_parent, { code }, { caller, userServer, attempts, clientAddress }) => {
      const action = 'validate your account';
      // Without a session the server refuses before looking at the code: nothing to guess.
      if (caller.userId) await attempts.attempt({ secret: 'validation code', subject: caller.userId, clientAddress, action }, () => userServer.validate(code));
      else await userServer.validate(code);
      // The token still says validated:false; a new one says true. Keep the session's account.
      try {
        return await userServer.reauthenticate(caller.accountId);
      } catch (error) {
        // A member (not owner) may hold a session for an account it cannot ask for by id.
        if (caller.accountId && hasCode(error, 'FORBIDDEN')) return userServer.reauthenticate();
        throw error;
      }
    },

    requestPasswordReset: async (_parent, { userName }, { userServer }) => {
      await userServer.requestPasswordReset(userName);
      return true;
    },

    resetPassword: async (_parent, { userName, activationCode, password }, { userServer, attempts, clientAddress }) => {
      await attempts.attempt({ secret: 'reset code', subject: userName, clientAddress, action: 'reset your password' }, () =>
        userServer.resetPassword(userName, activationCode, password),
      );
      return true;
    },

    reauthenticate: (_parent, { accountId }, { userServer }) => userServer.reauthenticate(accountId ? upstreamId(accountId, 'accountId') : undefined),

    exportApiToken: async (_parent, { userName, password, accountId }, { userServer, attempts, clientAddress }) => {
      const action = 'export the API token';
      const id = upstreamId(accountId, 'accountId');
      // The same password as signing in: guesses here count against sign-in too, and the reverse.
      const session = await attempts.attempt({ secret: 'password', subject: userName, clientAddress, action }, () =>
        userServer.exportApiToken(userName, password, id),
      );
      // The server falls back to another account when the user may not act for this one; a token
      // for the wrong account must never reach the user.
      if (session.accountId === null || session.accountId === undefined || Number(session.accountId) !== Number(id)) {
        throw forbidden(action, 'Account not available to this user');
      }
      return session.jwt;
    },

    createGroup: async (_parent, { input }, ctx) => {
      const group: UpstreamNewGroup = { type: input.type, name: input.name };
      if (input.userId) group.userId = Number(upstreamId(input.userId, 'userId'));
      if (input.groupId) {
        const groupId = upstreamId(input.groupId, 'groupId');
        await requireOwner(ctx, groupId, { allowStaff: true, action: 'create the group' });
        group.groupId = Number(groupId);
      }
      if (input.country) group.country = input.country;
      // Neither id: the server answers with the reason (`No user or group id provided`).
      const created = await ctx.userServer.createGroup(group);
      // This request's loader may hold the parent as it was before.
      ctx.loaders.groups.clearAll();
      return { id: String(created.id), accountId: graphqlId(created.accountId) };
    },
  },

  SessionUser: {
    id: (session) => String(session.id),
    accountId: (session) => graphqlId(session.accountId),
    roles: (session) => [...session.roles],
  },

  User: {
    id: (user) => String(user.id),
    userName: (user) => user.name,
    creationUserId: (user) => graphqlId(user.creationUserId),
    updateUserId: (user) => graphqlId(user.updateUserId),
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
