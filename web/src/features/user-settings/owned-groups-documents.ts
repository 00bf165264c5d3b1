import { graphql } from '../../gql/gql';

/**
 * Whether the signed-in user owns any group, three levels deep as the frame reads them: the frame's
 * own read of the groups holds these fields, so the answer comes from the cache.
 */
export const OwnedGroupsQuery = graphql(`
  query OwnedGroups {
    myGroups {
      id
      isOwner
      children {
        id
        isOwner
        children {
          id
          isOwner
        }
      }
    }
  }
`);
