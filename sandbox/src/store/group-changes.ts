import type { GroupRecord, PostalAddress } from '../seed';
import type { GroupUsers } from './group-users';
import type { Invitations } from './invitations';
import type { StoreState } from './state';

/** What an owner may change of a group: its name and postal address. */
export type GroupChanges = Partial<Pick<GroupRecord, 'name'> & PostalAddress>;

/** Editing and deleting groups. */
export class GroupEdits {
  constructor(
    private readonly state: StoreState,
    private readonly groupUsers: GroupUsers,
    private readonly invitations: Invitations,
  ) {}

  update(groupId: number, changes: GroupChanges, byUserId: number): GroupRecord | undefined {
    const group = this.state.groups.get(groupId);
    if (!group) return undefined;
    Object.assign(group, changes);
    const at = this.state.nowSeconds();
    group.updateTimestamp = at;
    group.activityTimestamp = at;
    group.updateUserId = byUserId;
    return group;
  }

  hasChildren(groupId: number): boolean {
    for (const group of this.state.groups.values()) if (group.parentId === groupId) return true;
    return false;
  }

  /** Removes a group with nothing below it, the access held in it and its invitations. */
  remove(groupId: number): boolean {
    if (this.hasChildren(groupId) || !this.state.groups.delete(groupId)) return false;
    this.groupUsers.removeAllFrom(groupId);
    this.invitations.forgetGroup(groupId);
    return true;
  }
}
