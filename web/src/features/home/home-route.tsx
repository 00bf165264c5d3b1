import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import { useCurrentAccount } from '../../lib/current-account';
import { useSession } from '../../lib/session/use-session';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { AccountSummary } from './AccountSummary';
import { SubscriptionsCard } from './SubscriptionsCard';
import { homeTips } from './home-tips';

export const HomeQuery = graphql(`
  query Home {
    me {
      id
      name
      personalName
      companyName
    }
  }
`);

export function Component() {
  const session = useSession();
  const current = useCurrentAccount();
  const { data, loading } = useQuery(HomeQuery, { context: { action: 'load your details' } });
  useHelpTips('home', homeTips, loading);

  const displayName = data ? data.me.personalName || data.me.name : null;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {displayName ? `Welcome, ${displayName}` : <Skeleton width={320} />}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                Signed in as
              </Typography>
              <Typography variant="h6" data-testid="signed-in-user">
                {data?.me.name ?? session?.userName}
              </Typography>
              {data?.me.companyName && <Typography sx={{ color: 'text.secondary' }}>{data.me.companyName}</Typography>}
            </CardContent>
          </Card>
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
