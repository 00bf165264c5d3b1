import Alert from '@mui/material/Alert';
import { UserPermissionsPanel } from '../../../components/user-permissions/user-permissions-panel';

interface Props {
  /** The user being edited, as the account's list of users has them. */
  user: { userId: string; inherited: boolean; heldInGroupName?: string | null };
  /** The signed-in user is the one being edited. */
  self: boolean;
  /** The signed-in user is staff. */
  staff: boolean;
}

/**
 * THE PLACE FOR THE USER'S PERMISSIONS on Administration → Account → Edit User: the shared
 * permissions panel (components/user-permissions), which loads the user's permissions and switches
 * them one by one. Staff-role permissions are shown to everyone and switched by staff only. A
 * user's privacy settings are their own consents: offered to themselves and to staff, never to an
 * owner editing someone else, who is given the permissions they grant.
 *
 * An owner may read only the users of a group they own; one whose access is held in a group above
 * is administered there, so their permissions are neither asked for (the gateway would refuse) nor
 * changed here, and the page says so, as the access card does.
 */
export function UserPermissionsSlot({ user, self, staff }: Props) {
  if (user.inherited && !self && !staff) {
    return (
      <Alert severity="info" data-testid="permissions-held-above">
        Their permissions cannot be changed here: their access comes from {user.heldInGroupName ?? 'a group above this account'}, so they are changed there.
      </Alert>
    );
  }
  return <UserPermissionsPanel userId={user.userId} scope={self || staff ? 'all' : 'granted'} canChangeStaffRoles={staff} headingLevel={3} />;
}
