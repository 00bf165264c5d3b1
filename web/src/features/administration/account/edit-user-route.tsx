import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EditGroupUserQuery as EditGroupUserData, EditGroupUserQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { useSession } from '../../../lib/session/use-session';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { isStaffRoles } from '../../../components/group-administration/access-levels';
import { GroupUserEditor } from '../../../components/group-administration/group-user-editor';
import { administeredGroupId } from './administered-group';
import { editUserTips } from './account-tips';
import { UserPermissionsSlot } from './user-permissions-slot';
import { EditGroupUserQuery } from './edit-user-documents';

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
    <GroupUserEditor
      group={group}
      user={user}
      self={self}
      returnTo="/administration/account"
      permissions={<UserPermissionsSlot user={user} self={self} staff={isStaffRoles(session?.roles)} />}
    />
  );
}
