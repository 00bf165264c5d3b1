import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EditUserQuery as EditUserData, EditUserQueryVariables } from '../../gql/graphql';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { EditUserForm } from './edit-user-form';
import { EditUserQuery } from './edit-user-documents';

/**
 * The owner-only refusal (docs/routes-and-access.md): here the owner of the user
 * record, the signed-in user themselves.
 */
export const NOT_AVAILABLE = 'This page is not currently available while using this account. Please switch to another account or return home.';

/** Asks for the record only when the signed-in user may edit it: their own. */
export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  const own = !!params.userId && sessionStore.get()?.id === params.userId;
  return { user: own ? preloadQuery(EditUserQuery, { variables: { id: params.userId ?? '' }, errorPolicy: 'all' }) : null };
}

type UserRef = QueryRef<EditUserData, EditUserQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { user } = useScreenData<typeof loader>();
  const session = useSession();
  const { userId } = useParams();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Edit your details
      </Typography>
      {!user || session?.id !== userId ? (
        <NotYours />
      ) : (
        <Suspense fallback={<FormLoading />}>
          <LoadedForm user={user} />
        </Suspense>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={260} sx={{ typography: 'h4' }} />
      <FormLoading />
    </Stack>
  );
}

function FormLoading() {
  return <Skeleton variant="rounded" height={520} />;
}

function LoadedForm({ user: ref }: { user: UserRef }) {
  const { data, error } = useReadQuery(ref);
  const failure = useFailure('load your details', { watch: data?.user ? undefined : error });
  if (!data?.user) return <FailureMessage failure={failure} />;
  return <EditUserForm user={data.user} />;
}

/** Someone else's record: only its owner edits it here (staff change users from Administration). */
function NotYours() {
  const navigate = useNavigateKeepingSearch();
  const session = useSession();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={3}>
        <Alert severity="info" data-testid="refusal">
          {NOT_AVAILABLE}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {session && (
            <Button variant="contained" onClick={() => navigate(routeTo('/user/:userId', { userId: session.id }))}>
              My Settings
            </Button>
          )}
          <Button onClick={() => navigate('/home')}>Return home</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
