import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import type { LeadStatus } from '../../gql/graphql';
import { withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { PartnerLeadsQuery } from './lead-documents';
import { leadStatuses, visibleLeads, type LeadRow, type LeadSortKey } from './lead-list';
import { leadPaths } from './lead-paths';
import { useLeadListView } from './use-lead-list-view';
import { closeDateWords, leadStatusLabels, showDay } from './lead-status';
import { StatusChip } from './status-chip';
import { leadsTips } from './partner-tips';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const partnerId = current.partner?.id;
  return { leads: partnerId ? preloadQuery(PartnerLeadsQuery, { variables: { partnerId }, errorPolicy: 'all' }) : null };
}

/** A company or contact of one long word wraps inside its card instead of widening a phone's page. */
const wrapsLongWords = { minWidth: 0, overflowWrap: 'anywhere' } as const;

const columns: { key: LeadSortKey; label: string }[] = [
  { key: 'companyName', label: 'Company' },
  { key: 'contactName', label: 'Contact' },
  { key: 'services', label: 'Services' },
  { key: 'openDate', label: 'Opened' },
  { key: 'closeDate', label: 'Close date' },
  { key: 'status', label: 'Status' },
];

/** What the list is told as a lead page sends the partner back to it: the company of the lead just deleted. */
export interface LeadsState {
  deleted?: string;
}

export function Component() {
  const { leads } = useScreenData<typeof loader>();
  const { pathname, search, state } = useLocation();
  const paths = leadPaths(pathname);
  const deleted = (state as LeadsState | null)?.deleted;
  useHelpTips('partnerLeads', leadsTips);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Leads
        </Typography>
        <Button id="create-lead-button" component={RouterLink} to={withSearch(paths.create, search)} variant="contained" startIcon={<Add />}>
          Create lead
        </Button>
      </Stack>
      {deleted !== undefined && (
        <Alert severity="success" role="status" sx={{ overflowWrap: 'anywhere' }}>
          The lead for {deleted} has been deleted.
        </Alert>
      )}
      {leads ? <LeadsList leadsRef={leads} /> : <Typography>Choose a partner to see its leads.</Typography>}
    </Stack>
  );
}

function LeadsList({ leadsRef }: { leadsRef: NonNullable<ReturnType<typeof loader>['leads']> }) {
  const { data, error } = useReadQuery(leadsRef);
  const failure = useFailure('load the leads', { watch: data?.partnerLeads ? undefined : error });
  const { pathname, search } = useLocation();
  const paths = leadPaths(pathname);
  const { filter, sort, find, commitFind, chooseStatus, sortBy } = useLeadListView();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

  const rows: LeadRow[] = useMemo(() => (data?.partnerLeads ?? []).map((lead) => ({ ...lead, services: lead.services.map((row) => row.service) })), [data]);
  const statuses = leadStatuses(rows);
  // A status none of the leads has (a link kept from before the last of them changed) lists them all.
  const status = statuses.includes(filter.status) ? filter.status : '';
  const shown = visibleLeads(rows, { text: filter.text, status }, sort);
  const linkTo = (id: string) => withSearch(paths.lead(id), search);

  // Leads that could not be read are not "No leads yet": the failure is said in their place.
  if (!data?.partnerLeads) return <FailureMessage failure={failure} />;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack id="leads-filter" direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Find"
            value={filter.text}
            onChange={(event) => find(event.target.value)}
            onBlur={commitFind}
            helperText="Company, contact or service"
            sx={{ flexGrow: 1 }}
          />
          <TextField select label="Status" value={status} onChange={(event) => chooseStatus(event.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="">Every status</MenuItem>
            {statuses.map((value) => (
              <MenuItem key={value} value={value}>
                {leadStatusLabels[value as LeadStatus] ?? value}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {!rows.length ? (
          <Typography sx={{ color: 'text.secondary' }}>No leads yet. Create one to tell us about a company you are bringing.</Typography>
        ) : !shown.length ? (
          <Typography sx={{ color: 'text.secondary' }}>No lead matches.</Typography>
        ) : narrow ? (
          <Stack component="ul" aria-label="Leads" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((lead) => (
              <Box component="li" key={lead.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Link component={RouterLink} to={linkTo(lead.id)} sx={{ fontWeight: 600, ...wrapsLongWords }}>
                    {lead.companyName}
                  </Link>
                  <StatusChip status={lead.status} />
                </Stack>
                <Typography variant="body2" sx={wrapsLongWords}>
                  {lead.contactName}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {lead.services.join(', ')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Opened {showDay(lead.openDate)} · {closeDateWords(lead.status as LeadStatus, lead.closeDate)}
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Leads">
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.key} sortDirection={sort.key === column.key ? sort.direction : false}>
                      <TableSortLabel
                        active={sort.key === column.key}
                        direction={sort.key === column.key ? sort.direction : 'asc'}
                        onClick={() => sortBy(column.key)}
                      >
                        {column.label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((lead) => (
                  <TableRow key={lead.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={linkTo(lead.id)}>
                        {lead.companyName}
                      </Link>
                    </TableCell>
                    <TableCell>{lead.contactName}</TableCell>
                    <TableCell>{lead.services.join(', ')}</TableCell>
                    <TableCell>{showDay(lead.openDate)}</TableCell>
                    <TableCell>{showDay(lead.closeDate)}</TableCell>
                    <TableCell>
                      <StatusChip status={lead.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={200} height={48} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
