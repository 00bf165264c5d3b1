import type { ShellGroup_GroupFragment } from '../../gql/graphql';
import type { GroupView } from '../access/types';

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
