import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import type { EditGroupUserQuery as EditGroupUserData, EditGroupUserQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { useSession } from '../../../lib/session/use-session';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { accessLevelLabels, administeredGroupId, formatDateTime, isStaffRoles } from './administered-group';
import { editUserTips } from './account-tips';
import { UserAccessForm } from './user-access-form';
import { UserLockAndRemoval } from './user-lock-and-removal';
import { UserPermissionsSlot } from './user-permissions-slot';

export const EditGroupUser_user = graphql(`
  fragment EditGroupUser_user on GroupUser {
    id
    userId
    email
    personalName
    accessLevel
    inherited
    heldInGroupName
    locked
    activity
  }
`);

export const EditGroupUserQuery = graphql(`
  query EditGroupUser($groupId: ID!, $userId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
      }
      user(userId: $userId) {
        ...EditGroupUser_user
      }
    }
  }
`);

export function loader({ current, params, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  const userId = params.userId ?? '';
  return { administration: groupId && /^\d+$/.test(userId) ? preloadQuery(EditGroupUserQuery, { variables: { groupId, userId }, errorPolicy: 'all' }) : null };
}

type AdministrationRef = QueryRef<EditGroupUserData, EditGroupUserQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  useHelpTips('editGroupUser', editUserTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        Edit User
      </Typography>
      {!administeredGroupId(current) ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : !administration ? (
        <NotInGroup />
      ) : (
        <Suspense fallback={<UserLoading />}>
          <LoadedUser administration={administration} />
        </Suspense>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} sx={{ typography: 'h4' }} />
      <UserLoading />
    </Stack>
  );
}

function UserLoading() {
  return <Skeleton variant="rounded" height={360} />;
}

function NotInGroup() {
  return (
    <Alert severity="info" data-testid="user-not-in-group">
      This user does not belong to this account.
    </Alert>
  );
}

function LoadedUser({ administration }: { administration: AdministrationRef }) {
  const { data, error } = useReadQuery(administration);
  const session = useSession();
  const failure = useFailure('load the user', { watch: data?.groupAdministration ? undefined : error });
  const loaded = data?.groupAdministration;
  if (!loaded) return <FailureMessage failure={failure} />;
  const { group, user } = loaded;
  if (!user) return <NotInGroup />;
  const self = session?.id === user.userId;
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
            <UserLockAndRemoval groupId={group.id} groupName={group.name} user={user} self={self} inherited={user.inherited} />
          </Stack>
        </CardContent>
      </Card>

      <Card variant="outlined" id="edit-user-permissions">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Permissions
          </Typography>
          <UserPermissionsSlot userId={user.userId} staff={isStaffRoles(session?.roles)} />
        </CardContent>
      </Card>
    </>
  );
}
