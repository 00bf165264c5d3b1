import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PartnerGroupUserQuery as PartnerGroupUserData, PartnerGroupUserQueryVariables } from '../../gql/graphql';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useSession } from '../../lib/session/use-session';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { GroupUserEditor } from '../../components/group-administration/group-user-editor';
import { PartnerGroupUserQuery } from './partner-group-documents';
import { partnerEditUserTips } from './partner-tips';

export function loader({ current, params, preloadQuery }: ScreenLoaderArgs) {
  const groupId = current.partner?.id;
  const userId = params.userId ?? '';
  return { user: groupId && /^\d+$/.test(userId) ? preloadQuery(PartnerGroupUserQuery, { variables: { groupId, userId }, errorPolicy: 'all' }) : null };
}

type UserRef = QueryRef<PartnerGroupUserData, PartnerGroupUserQueryVariables, 'complete' | 'streaming' | 'empty'>;

/** One of the partner's users: their access level (managers included), lock and removal. */
export function Component() {
  const { user } = useScreenData<typeof loader>();
  useHelpTips('partnerEditUser', partnerEditUserTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        Edit User
      </Typography>
      {user ? (
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          <LoadedUser user={user} />
        </Suspense>
      ) : (
        <NotInPartner />
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} sx={{ typography: 'h4' }} />
      <Skeleton variant="rounded" height={360} />
    </Stack>
  );
}

function NotInPartner() {
  return (
    <Alert severity="info" data-testid="user-not-in-group">
      This user does not belong to this partner.
    </Alert>
  );
}

function LoadedUser({ user: userRef }: { user: UserRef }) {
  const { data, error } = useReadQuery(userRef);
  const session = useSession();
  const failure = useFailure('load the user', { watch: data?.groupAdministration ? undefined : error });
  const loaded = data?.groupAdministration;
  if (!loaded) return <FailureMessage failure={failure} />;
  if (!loaded.user) return <NotInPartner />;
  return <GroupUserEditor group={loaded.group} user={loaded.user} self={session?.id === loaded.user.userId} returnTo="/partner/administration" />;
}
