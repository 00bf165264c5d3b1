import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import { useSession } from '../../lib/session/use-session';
import { AccountSummary } from './AccountSummary';
import { pathTo } from './group-path';

export const HomeQuery = graphql(`
  query Home {
    me {
      id
      name
      personalName
      companyName
    }
    myGroups {
      ...AccountSummary_group
      children {
        ...AccountSummary_group
        children {
          ...AccountSummary_group
        }
      }
    }
  }
`);

export function Component() {
  const session = useSession();
  const { data, loading, error } = useQuery(HomeQuery, { context: { action: 'load your account' } });

  if (loading && !data) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label="Loading...">
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={140} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={140} />
        </Grid>
      </Grid>
    );
  }
  if (!data) return <Alert severity="error">{error ? 'Your account could not be loaded. Please reload the page.' : null}</Alert>;

  const chain = session?.accountId ? pathTo(data.myGroups, session.accountId) : [];
  const displayName = data.me.personalName || data.me.name;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Welcome, {displayName}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                Signed in as
              </Typography>
              <Typography variant="h6" data-testid="signed-in-user">
                {data.me.name}
              </Typography>
              {data.me.companyName && <Typography sx={{ color: 'text.secondary' }}>{data.me.companyName}</Typography>}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountSummary chain={chain} />
        </Grid>
      </Grid>
    </>
  );
}
