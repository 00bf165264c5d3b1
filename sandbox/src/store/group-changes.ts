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
    /** Drops whatever else the store keeps of a deleted group (SandboxStore's `forgetGroup`). */
    private readonly afterRemoval: (group: GroupRecord) => void = () => undefined,
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

  /**
   * Removes a group with nothing below it, the access held in it, its invitations, and (through
   * `afterRemoval`) everything else kept for it alone: an account's API tokens among them.
   */
  remove(groupId: number): boolean {
    const group = this.state.groups.get(groupId);
    if (!group || this.hasChildren(groupId)) return false;
    this.state.groups.delete(groupId);
    this.groupUsers.removeAllFrom(groupId);
    this.invitations.forgetGroup(groupId);
    this.afterRemoval(group);
    return true;
  }
}
