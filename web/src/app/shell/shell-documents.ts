import { graphql } from '../../gql/gql';

export const ShellGroup_group = graphql(`
  fragment ShellGroup_group on Group {
    id
    parentId
    parentName
    name
    type
    subtype
    territory
    isOwner
    isMember
    isManager
    pendingOwnership
  }
`);

/** The groups behind the frame: partner, organisation and account, three levels deep. */
export const ShellQuery = graphql(`
  query Shell {
    myGroups {
      ...ShellGroup_group
      children {
        ...ShellGroup_group
        children {
          ...ShellGroup_group
        }
      }
    }
  }
`);
