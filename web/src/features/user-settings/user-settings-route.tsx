import { Suspense } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import Password from '@mui/icons-material/Password';
import type { UserSettingsQuery as UserSettingsData, UserSettingsQueryVariables } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { routeTo, withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useSession } from '../../lib/session/use-session';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { UserPermissionsEditor } from '../../components/user-permissions/user-permissions-editor';
import { DELETE_OTHERS_REFUSAL, DeleteUserSection } from './delete-user-section';
import { OwnSettingsHint } from './own-settings-hint';
import { UserDetails } from './user-details';
import { userSettingsTips } from './user-settings-tips';
import { UserSettingsQuery } from './user-settings-documents';

/** Where the edit form sends the person back to, saying what it did. */
export interface UserSettingsState {
  saved?: boolean;
}

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { user: preloadQuery(UserSettingsQuery, { variables: { id: params.userId ?? '' }, errorPolicy: 'all' }) };
}

type UserRef = QueryRef<UserSettingsData, UserSettingsQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { user } = useScreenData<typeof loader>();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        User Settings
      </Typography>
      <Suspense fallback={<SettingsLoading />}>
        <Settings user={user} />
      </Suspense>
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={240} sx={{ typography: 'h4' }} />
      <SettingsLoading />
    </Stack>
  );
}

function SettingsLoading() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={360} />
      </Grid>
    </Grid>
  );
}

function Settings({ user: ref }: { user: UserRef }) {
  const { data, error } = useReadQuery(ref);
  const session = useSession();
  const { search, state } = useLocation();
  const { userId = '' } = useParams();
  const current = useCurrentAccount();
  const failure = useFailure('load the user', { watch: data?.user ? undefined : error });
  useHelpTips('userSettings', userSettingsTips, !data?.user);
  const user = data?.user;
  if (!user) {
    return (
      <>
        <FailureMessage failure={failure} testId="user-settings-failure" />
        {!error && <Alert severity="info">This user does not exist.</Alert>}
      </>
    );
  }
  const own = session?.id === user.id;
  // Editing and the password change are owner-only pages (docs/routes-and-access.md): offered where the guard lets them open.
  const staff = session?.roles.some((role) => role !== 'account') ?? false;
  const mayOpenOwnerPages = own && (staff || !!current.account?.isOwner || !!current.organisation?.isOwner);
  // Deleting another person is admin and super's, as locking a user is (the gateway refuses sales): sales are shown why.
  const mayDeleteOthers = session?.roles.some((role) => role === 'admin' || role === 'super') ?? false;
  // Privacy settings are the person's own consents: shown to them, and to staff for support, never to an owner of their account.
  const showsPrivacy = own || staff;
  const saved = (state as UserSettingsState | null)?.saved === true;
  return (
    <Grid container spacing={3}>
      {saved && (
        <Grid size={12}>
          <Alert severity="success" role="status">
            Your details have been saved.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, md: showsPrivacy ? 7 : 12 }}>
        <Card variant="outlined" id="user-settings-details">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {user.personalName || user.name}
            </Typography>
            <UserDetails user={user} />
            {own && !mayOpenOwnerPages && <OwnSettingsHint />}
            {mayOpenOwnerPages && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
                <Button variant="contained" startIcon={<Edit />} component={RouterLink} to={withSearch(routeTo('/user/:userId/edit', { userId }), search)}>
                  Edit details
                </Button>
                <Button variant="outlined" startIcon={<Password />} component={RouterLink} to={withSearch(routeTo('/user/updatePassword'), search)}>
                  Change password
                </Button>
              </Stack>
            )}
            {(own || staff) && <DeleteUserSection user={user} own={own} unavailableReason={own || mayDeleteOthers ? undefined : DELETE_OTHERS_REFUSAL} />}
          </CardContent>
        </Card>
      </Grid>
      {showsPrivacy && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" id="user-settings-privacy">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
                Privacy settings
              </Typography>
              <Box sx={{ color: 'text.secondary', mb: 2 }}>
                <Typography variant="body2">
                  {own ? 'What we may send you and share about you.' : 'What the provider may send this user and share about them.'}
                </Typography>
              </Box>
              <UserPermissionsEditor user={user} scope="privacy" />
            </CardContent>
          </Card>
        </Grid>
      )}
    </Grid>
  );
}
