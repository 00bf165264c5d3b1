import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EditGroupUser_UserFragment, GroupType } from '../../gql/graphql';
import type { PortalHref } from '../../lib/navigation';
import { accessLevelLabels, formatDateTime } from './access-levels';
import { UserAccessForm } from './user-access-form';
import { UserLockAndRemoval } from './user-lock-and-removal';
import { useSession } from '../../lib/session/use-session';

interface Props {
  group: { id: string; name: string; type: GroupType };
  user: EditGroupUser_UserFragment;
  /** The caller themselves: nobody changes, locks or removes their own access here. */
  self: boolean;
  /** Where the page goes once the user is removed. */
  returnTo: PortalHref;
  /** The user's permissions, below their access, where the page offers them. */
  permissions?: ReactNode;
}

/** One user of a group (account, organisation or partner): who they are, their access level, lock and removal. */
export function GroupUserEditor({ group, user, self, returnTo, permissions }: Props) {
  const session = useSession();
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="edited-user-name">
              {user.personalName || user.email}
            </Typography>
            <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{user.email}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip
                size="small"
                variant="outlined"
                label={`${accessLevelLabels[user.accessLevel]} of ${user.inherited ? user.heldInGroupName : group.name}`}
                data-testid="edited-user-level"
              />
              {user.locked ? (
                <Chip size="small" color="error" label="Locked" data-testid="edited-user-locked" />
              ) : (
                <Chip size="small" variant="outlined" label="Active" />
              )}
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Last active {formatDateTime(user.activity)}
            </Typography>
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined" id="edit-user-access">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h6" component="h2">
              Access
            </Typography>
            {self && <Alert severity="info">This is you. Another owner can change your own access.</Alert>}
            {!self && user.inherited && (
              <Alert severity="info">Their access comes from {user.heldInGroupName ?? 'a group above this account'}, so it is changed there.</Alert>
            )}
            <UserAccessForm groupId={group.id} groupType={group.type} userId={user.userId} accessLevel={user.accessLevel} disabled={self || user.inherited} />
            <UserLockAndRemoval
              groupId={group.id}
              groupName={group.name}
              user={user}
              self={self}
              inherited={user.inherited}
              returnTo={returnTo}
              mayLock={!!session && (session.roles.includes('admin') || session.roles.includes('super'))}
            />
          </Stack>
        </CardContent>
      </Card>

      {permissions && (
        <Card variant="outlined" id="edit-user-permissions">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Permissions
            </Typography>
            {permissions}
          </CardContent>
        </Card>
      )}
    </>
  );
}
