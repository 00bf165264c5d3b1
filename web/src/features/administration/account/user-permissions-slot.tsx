import { UserPermissionsPanel } from '../../../components/user-permissions/user-permissions-panel';

/**
 * THE PLACE FOR THE USER'S PERMISSIONS on Administration → Account → Edit User: the shared
 * permissions panel (components/user-permissions), which loads the user's permissions and switches
 * them one by one. Staff-role permissions are shown to everyone and switched by staff only.
 */
export function UserPermissionsSlot({ userId, staff }: { userId: string; staff: boolean }) {
  return <UserPermissionsPanel userId={userId} scope="all" canChangeStaffRoles={staff} headingLevel={3} />;
}
