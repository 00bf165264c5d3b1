import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HomeQuery as HomeData } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useSession } from '../../lib/session/use-session';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { AccountSummary } from './account-summary';
import { SubscriptionsCard } from './subscriptions-card';
import { homeTips } from './home-tips';
import { RunOutWarning } from './run-out-warning';
import { HomeQuery } from './home-documents';

/** Asks who is signed in as home is opened; home has no place for a failure, so it is a dialog. */
export function loader({ preloadQuery }: ScreenLoaderArgs) {
  return { me: preloadQuery(HomeQuery, { errorPolicy: 'all' }) };
}

type MeRef = QueryRef<HomeData, Record<string, never>, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { me } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  useHelpTips('home', homeTips);
  return (
    <>
      <Suspense fallback={<Skeleton variant="text" width={320} sx={{ typography: 'h4', mb: 3 }} />}>
        <Welcome me={me} />
      </Suspense>
      <RunOutWarning current={current} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Suspense fallback={<SignedInAs details={null} />}>
            <SignedInAsRead me={me} />
          </Suspense>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountSummary current={current} />
        </Grid>
        <Grid size={12}>
          <SubscriptionsCard accountId={current.account?.id} />
        </Grid>
      </Grid>
    </>
  );
}

function Welcome({ me }: { me: MeRef }) {
  const { data, error } = useReadQuery(me);
  useFailure('load your details', { watch: error });
  const name = data ? data.me.personalName || data.me.name : null;
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
      {name ? `Welcome, ${name}` : 'Welcome'}
    </Typography>
  );
}

function SignedInAsRead({ me }: { me: MeRef }) {
  return <SignedInAs details={useReadQuery(me).data?.me ?? null} />;
}

/** The user signed in: their session's name until the portal has their details, then those. */
function SignedInAs({ details }: { details: HomeData['me'] | null }) {
  const session = useSession();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Signed in as
        </Typography>
        <Typography variant="h6" data-testid="signed-in-user">
          {details?.name ?? session?.userName}
        </Typography>
        {details?.companyName && <Typography sx={{ color: 'text.secondary' }}>{details.companyName}</Typography>}
      </CardContent>
    </Card>
  );
}
