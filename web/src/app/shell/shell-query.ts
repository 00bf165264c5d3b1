import { graphql } from '../../gql/gql';
import type { ShellGroup_GroupFragment } from '../../gql/graphql';
import type { GroupView } from '../access/types';

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

type Node = ShellGroup_GroupFragment & { children?: readonly Node[] | null };

export function toGroupView(node: Node): GroupView {
  return {
    id: node.id,
    parentId: node.parentId ?? null,
    parentName: node.parentName ?? null,
    name: node.name,
    type: node.type,
    subtype: node.subtype ?? null,
    territory: node.territory,
    isOwner: node.isOwner,
    isMember: node.isMember,
    isManager: node.isManager,
    pendingOwnership: node.pendingOwnership,
    children: (node.children ?? []).map(toGroupView),
  };
}
