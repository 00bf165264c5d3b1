import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { AccountAdministrationQuery as AccountAdministrationData, AccountAdministrationQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { routeTo, withSearch } from '../../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administeredGroupId } from './administered-group';
import { accountTips } from './account-tips';
import { GroupDetailsCard } from './group-details-card';
import { GroupStatusSlot } from './group-status-slot';
import { GroupUsersTable } from '../../../components/group-administration/group-users-table';
import { InvitationsCard } from '../../../components/group-administration/invitations-card';
import { AccountAdministrationQuery } from './account-documents';

/** Starts loading the account (its users come a page at a time, as the table asks). */
export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  return { administration: groupId ? preloadQuery(AccountAdministrationQuery, { variables: { groupId }, errorPolicy: 'all' }) : null };
}

type AdministrationRef = QueryRef<AccountAdministrationData, AccountAdministrationQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  const groupId = administeredGroupId(current);
  useHelpTips('account', accountTips);
  return (
    <Stack spacing={3}>
      <Header />
      {!administration || !groupId ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : (
        <Suspense fallback={<AccountLoading />}>
          <Account administration={administration} groupId={groupId} />
        </Suspense>
      )}
    </Stack>
  );
}

function Header() {
  const { search } = useLocation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Typography variant="h4" component="h1">
        Account
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<Edit />} component={RouterLink} to={withSearch('/administration/account/edit', search)}>
          Edit account
        </Button>
        <Button
          variant="contained"
          startIcon={<PersonAdd />}
          component={RouterLink}
          to={withSearch('/administration/account/invite', search)}
          id="account-invite-button"
        >
          Invite user
        </Button>
      </Stack>
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} sx={{ typography: 'h4' }} />
      <AccountLoading />
    </Stack>
  );
}

function AccountLoading() {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function Account({ administration, groupId }: { administration: AdministrationRef; groupId: string }) {
  // The handlers before the read: the other way round, a refetch's answer never reaches the
  // screen in a production build (apollographql/apollo-client#11772).
  const { refetch } = useQueryRefHandlers(administration);
  const { data, error } = useReadQuery(administration);
  const failure = useFailure('load the account', { watch: data?.groupAdministration ? undefined : error });
  const loaded = data?.groupAdministration;
  if (!loaded) return <FailureMessage failure={failure} />;
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <GroupDetailsCard group={loaded.group} statusPanel={<GroupStatusSlot groupId={loaded.group.id} />} />
      </Grid>
      <Grid size={12}>
        <GroupUsersTable groupId={groupId} editPath={(userId) => routeTo('/administration/account/edituser/:userId', { userId })} />
      </Grid>
      <Grid size={12}>
        <InvitationsCard groupId={groupId} invitations={loaded.invitations} onChanged={() => refetch()} />
      </Grid>
    </Grid>
  );
}
