import { Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { routeTo, withSearch } from '../../lib/navigation';
import { GroupUsersTable } from '../../components/group-administration/group-users-table';
import { InvitationsCard } from '../../components/group-administration/invitations-card';
import { preloadPartnerGroup } from './partner-group-page';
import type { PartnerAccountsQuery as PartnerAccountsData } from '../../gql/graphql';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useCurrentAccount } from '../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { DetailList } from '../../components/detail-list';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { PartnerAccountsQuery } from './partner-documents';
import { byOrganisation, leftShare } from './partner-accounts';
import { clicksLeftText, figureLabels, runOutText } from '../../lib/subscription-figures';
import { showDay } from './lead-status';
import { partnerAdministrationTips, partnerUsersTips } from './partner-tips';

type AccountRow = PartnerAccountsData['partnerAccounts'][number];

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const partnerId = current.partner?.id;
  return {
    accounts: partnerId ? preloadQuery(PartnerAccountsQuery, { variables: { partnerId }, errorPolicy: 'all' }) : null,
    partnerGroup: preloadPartnerGroup({ current, preloadQuery }),
  };
}

/** The partner's organisations and accounts, each plan with its clicks and when they are expected to run out. */
export function Component() {
  const { accounts, partnerGroup } = useScreenData<typeof loader>();
  const { partner } = useCurrentAccount();
  const { search } = useLocation();
  useHelpTips('partnerAdministration', partner ? [...partnerAdministrationTips, ...partnerUsersTips] : partnerAdministrationTips);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box>
          <Typography variant="h4" component="h1">
            Partner Administration
          </Typography>
          {partner && <Typography sx={{ color: 'text.secondary' }}>{partner.name}</Typography>}
        </Box>
        {partner && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<Edit />} component={RouterLink} to={withSearch('/partner/administration/editPartner', search)}>
              Edit partner
            </Button>
            <Button
              variant="contained"
              startIcon={<PersonAdd />}
              component={RouterLink}
              to={withSearch('/partner/administration/invite', search)}
              id="partner-invite-button"
            >
              Invite user
            </Button>
          </Stack>
        )}
      </Stack>
      <Paper variant="outlined" id="partner-accounts" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Organisations and accounts
        </Typography>
        {accounts ? (
          <Suspense fallback={<Skeleton variant="rounded" height={200} aria-label="Loading..." />}>
            <Accounts accountsRef={accounts} />
          </Suspense>
        ) : (
          <Typography>Choose a partner to see its accounts.</Typography>
        )}
      </Paper>
      {partner && <GroupUsersTable groupId={partner.id} editPath={(userId) => routeTo('/partner/administration/edituser/:userId', { userId })} />}
      {partner && partnerGroup && (
        <Suspense fallback={<Skeleton variant="rounded" height={120} aria-label="Loading..." />}>
          <PartnerInvitations partnerGroup={partnerGroup} groupId={partner.id} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Invitations to the partner not yet answered; withdrawing one reloads the list. */
function PartnerInvitations({ partnerGroup, groupId }: { partnerGroup: NonNullable<ReturnType<typeof loader>['partnerGroup']>; groupId: string }) {
  // The handlers before the read, as on Account (apollographql/apollo-client#11772).
  const { refetch } = useQueryRefHandlers(partnerGroup);
  const { data, error } = useReadQuery(partnerGroup);
  const failure = useFailure('load the partner’s invitations', { watch: data?.groupAdministration ? undefined : error });
  const invitations = data?.groupAdministration?.invitations;
  if (!invitations) return <FailureMessage failure={failure} />;
  return <InvitationsCard groupId={groupId} invitations={invitations} onChanged={() => refetch()} />;
}

function Accounts({ accountsRef }: { accountsRef: NonNullable<ReturnType<typeof loader>['accounts']> }) {
  const { data, error } = useReadQuery(accountsRef);
  const failure = useFailure('load the partner’s accounts', { watch: data?.partnerAccounts ? undefined : error });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const rows = data?.partnerAccounts;
  // Accounts that could not be read are not "no accounts": the failure is said in their place.
  if (!rows) return <FailureMessage failure={failure} />;
  if (!rows.length) return <Typography sx={{ color: 'text.secondary' }}>No accounts below this partner hold a plan yet.</Typography>;
  const atRisk = rows.filter((row) => row.runsOutBeforeEnd).length;
  return (
    <Stack spacing={3}>
      {atRisk > 0 && (
        <Alert severity="warning">{atRisk === 1 ? 'One account is' : `${atRisk} accounts are`} expected to run out of clicks before the plan ends.</Alert>
      )}
      {byOrganisation(rows).map((organisation) => (
        <Box key={organisation.organisationId} component="section" aria-label={organisation.organisationName}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {organisation.organisationName}
          </Typography>
          {narrow ? <AccountCards rows={organisation.rows} /> : <AccountTable rows={organisation.rows} label={organisation.organisationName} />}
        </Box>
      ))}
    </Stack>
  );
}

/** Clicks left of the period's clicks, with a bar of the share used. */
function ClicksLeft({ row }: { row: AccountRow }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" data-testid="partner-clicks-left">
        {clicksLeftText(row.remainingClicks, row.clickLimit)}
      </Typography>
      {/* A plain bar: MUI's LinearProgress slides a full-width bar sideways, which reaches past a phone's edge. */}
      <Box
        role="progressbar"
        aria-valuenow={leftShare(row.remainingClicks, row.clickLimit)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={`${row.accountName}: ${leftShare(row.remainingClicks, row.clickLimit)}% of clicks left`}
        sx={{ height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden', mt: 0.5 }}
      >
        <Box
          sx={{ height: '100%', width: `${leftShare(row.remainingClicks, row.clickLimit)}%`, bgcolor: row.runsOutBeforeEnd ? 'warning.main' : 'primary.main' }}
        />
      </Box>
    </Box>
  );
}

/** The run-out day, marked where it comes before the plan renews or ends. */
function RunsOut({ row }: { row: AccountRow }) {
  if (!row.runsOutBeforeEnd) return <>{runOutText(row.estimatedExpiryDate)}</>;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'warning.dark' }}>
      <WarningAmber fontSize="small" aria-hidden />
      <span>{runOutText(row.estimatedExpiryDate)}</span>
      <Box component="span" sx={visuallyHidden}>
        runs out before the plan ends
      </Box>
    </Stack>
  );
}

function AccountTable({ rows, label }: { rows: AccountRow[]; label: string }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`${label} accounts`}>
        <TableHead>
          <TableRow>
            <TableCell>Account</TableCell>
            <TableCell>Plan</TableCell>
            <TableCell>Dataset</TableCell>
            <TableCell>{figureLabels.clicksLeft}</TableCell>
            <TableCell>Start</TableCell>
            <TableCell>{figureLabels.ends}</TableCell>
            <TableCell>{figureLabels.runsOut}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.accountId}-${row.planName}`} data-testid="partner-account-row">
              <TableCell>{row.accountName}</TableCell>
              <TableCell>{row.planName}</TableCell>
              <TableCell>{row.datasetType}</TableCell>
              <TableCell>
                <ClicksLeft row={row} />
              </TableCell>
              <TableCell>{showDay(row.startDate)}</TableCell>
              <TableCell>{showDay(row.endDate)}</TableCell>
              <TableCell>
                <RunsOut row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function AccountCards({ rows }: { rows: AccountRow[] }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={`${row.accountId}-${row.planName}`}
          data-testid="partner-account-row"
          sx={{ border: 1, borderColor: row.runsOutBeforeEnd ? 'warning.main' : 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{row.accountName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {row.planName} · {row.datasetType}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {figureLabels.clicksLeft}
          </Typography>
          <ClicksLeft row={row} />
          <DetailList
            layout="figures"
            sx={{ mt: 1, '& dd': { textAlign: 'left' } }}
            rows={[
              ['Start', showDay(row.startDate)],
              [figureLabels.ends, showDay(row.endDate)],
              [figureLabels.runsOut, <RunsOut key="runs-out" row={row} />],
            ]}
          />
        </Box>
      ))}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={320} height={48} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
