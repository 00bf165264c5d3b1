import type { Resolvers } from '../generated/resolvers';
import { graphqlId, upstreamId } from '../ids';
import { hasErrorCode as hasCode } from '../upstream/failures';

/** A user by id, and what a user's fields read as. */
export const usersResolvers: Resolvers = {
  Query: {
    user: async (_parent, { id }, { loaders }) => {
      try {
        return await loaders.users.load(upstreamId(id, 'id'));
      } catch (error) {
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
