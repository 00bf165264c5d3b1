import type { AccessLevel } from '../../seed';
import type { GroupUserEntry } from '../../store/group-users';
import type { Invitation } from '../../store/invitations';

/**
 * One line of GET /groupusers: a user holding access in the group, or (`pending`) an invitation
 * waiting for an answer. `groupId` and `groupName` say where the access is held; `inherited` is
 * true when that is a group above.
 */
export interface GroupUserView {
  pending: boolean;
  userId: number | null;
  email: string;
  name: string | null;
  personalName: string | null;
  accessLevel: AccessLevel;
  groupId: number;
  groupName: string;
  inherited: boolean;
  locked: boolean;
  activity: number | null;
  /** Invitations: when it was sent and when it stops working, epoch seconds; null for users. */
  sentAt: number | null;
  expiry: number | null;
  takeOwnership: boolean;
}

export function groupUserView(entry: GroupUserEntry, groupId: number): GroupUserView {
  return {
    pending: false,
    userId: entry.user.id,
    email: entry.user.email,
    name: entry.user.name,
    personalName: entry.user.personalName,
    accessLevel: entry.accessLevel,
    groupId: entry.heldIn.id,
    groupName: entry.heldIn.name,
    inherited: entry.heldIn.id !== groupId,
    locked: entry.user.locked,
    activity: entry.user.activity,
    sentAt: null,
    expiry: null,
    takeOwnership: false,
  };
}

export function invitationView(invitation: Invitation, groupName: string): GroupUserView {
  return {
    pending: true,
    userId: null,
    email: invitation.email,
    name: null,
    personalName: null,
    accessLevel: invitation.accessLevel,
    groupId: invitation.groupId,
    groupName,
    inherited: false,
    locked: false,
    activity: null,
    sentAt: invitation.sentAt,
    expiry: invitation.expiresAt,
    takeOwnership: invitation.takeOwnership,
  };
}
