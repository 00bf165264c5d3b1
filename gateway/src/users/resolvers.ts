import { forbidden, refusingUnseen, requireSession } from '../access/access';
import type { Resolvers } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { hasErrorCode as hasCode } from '../upstream/failures';

/** A user by id, and what a user's fields read as. */
export const usersResolvers: Resolvers = {
  Query: {
    user: async (_parent, { id }, ctx) => {
      const userId = upstreamId(id, 'id');
      requireSession(ctx, 'load the user');
      try {
        // Someone else's user and no user at all read alike for a customer (docs/api-errors.md).
        return await refusingUnseen(
          ctx,
          () => ctx.loaders.users.load(userId),
          () => forbidden('load the user', `User ${userId} is not one you may see`),
        );
      } catch (error) {
        // Only staff, who may see every user, reach here for one that does not exist.
        if (hasCode(error, 'NOT_FOUND')) return null;
        throw error;
      }
    },
  },

  User: {
    id: (user) => String(user.id),
    userName: (user) => user.name,
    creationUserId: (user) => graphqlId(user.creationUserId),
    updateUserId: (user) => graphqlId(user.updateUserId),
  },
};
