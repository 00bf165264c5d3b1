import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMutation, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LeadStatus, SubmittedLead_LeadFragment } from '../../gql/graphql';
import { useCurrentAccount } from '../../lib/current-account';
import { useNavigateKeepingSearch, withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { DateField } from '../../components/date-field/date-field';
import { DetailList } from '../../components/detail-list';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { readFailure } from '../../lib/apollo/failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { ChangeLeadStatusMutation, DeleteLeadMutation, PartnerLeadQuery, PartnerLeadsQuery, UpdateLeadMutation } from './lead-documents';
import { LeadForm } from './lead-form';
import { leadFormFrom, type LeadServiceName } from './lead-form-values';
import { leadPaths } from './lead-paths';
import type { LeadsState } from './leads-route';
import { closeDateLabels, leadStatusLabels, showDay } from './lead-status';
import { reopenCloseDate, reopenCloseDateError, todayUtc } from './reopen-close-date';
import { StatusChip } from './status-chip';
import { leadTips } from './partner-tips';

export function loader({ current, params, preloadQuery }: ScreenLoaderArgs) {
  const partnerId = current.partner?.id;
  const leadId = params.leadId;
  return { lead: partnerId && leadId ? preloadQuery(PartnerLeadQuery, { variables: { partnerId, leadId }, errorPolicy: 'all' }) : null };
}

/** The whole submitted lead, with editing, a change of status and deleting it. */
export function Component() {
  const { lead } = useScreenData<typeof loader>();
  useHelpTips('partnerLead', leadTips);
  if (!lead) return <Heading title="Lead" />;
  return (
    <Suspense fallback={<Loading />}>
      <LeadPage leadRef={lead} />
    </Suspense>
  );
}

function Heading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

function LeadPage({ leadRef }: { leadRef: NonNullable<ReturnType<typeof loader>['lead']> }) {
  const { data, error } = useReadQuery(leadRef);
  const lead = data?.partnerLead;
  // A refused or failed load arrives as { partnerLead: null } beside its error: only a load that
  // succeeded without the lead means the partner has no such lead.
  const failure = useFailure('load the lead', { watch: lead ? undefined : error });
  const { pathname, search } = useLocation();
  const paths = leadPaths(pathname);
  const [editing, setEditing] = useState(false);

  if (!lead && error) {
    return (
      <Stack spacing={3}>
        <Heading title="Lead" />
        <FailureMessage failure={failure} />
      </Stack>
    );
  }
  if (!lead) {
    return (
      <Stack spacing={3}>
        <Heading title="Lead" />
        <Alert severity="info">
          This partner has no such lead.{' '}
          <RouterLink to={withSearch(paths.list, search)} style={{ color: 'inherit' }}>
            See the leads
          </RouterLink>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Heading title={lead.companyName}>
        {!editing && (
          <Button variant="outlined" onClick={() => setEditing(true)}>
            Edit lead
          </Button>
        )}
      </Heading>
      {editing ? <EditLead lead={lead} onDone={() => setEditing(false)} /> : <LeadDetails lead={lead} />}
      {!editing && <LeadActions lead={lead} />}
    </Stack>
  );
}

function EditLead({ lead, onDone }: { lead: SubmittedLead_LeadFragment; onDone: () => void }) {
  const [updateLead] = useMutation(UpdateLeadMutation);
  return (
    <LeadForm
      action="save the lead"
      submitLabel="Save lead"
      openDate={lead.openDate}
      initial={leadFormFrom({ ...lead, services: lead.services.map((row) => ({ service: row.service as LeadServiceName, quantity: row.quantity })) })}
      onCancel={onDone}
      onSubmit={async (input) => {
        await updateLead({ variables: { partnerId: lead.partnerId, leadId: lead.id, input } });
        onDone();
      }}
    />
  );
}

const lines = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

function LeadDetails({ lead }: { lead: SubmittedLead_LeadFragment }) {
  const rows: [string, ReactNode][] = [
    ['Status', <StatusChip key="status" status={lead.status} />],
    ['Opened', showDay(lead.openDate)],
    [closeDateLabels[lead.status], showDay(lead.closeDate)],
    ['Probability', `${lead.probability}%`],
    ['Address', lead.companyAddress.length ? lead.companyAddress.map((line) => <div key={line}>{line}</div>) : '—'],
    ['Contact', lead.contactName],
    ['E-mail address', lead.email],
    ['Phone number', lead.phoneNumber || '—'],
    ['Job title', lead.jobTitle || '—'],
    ['Division', lead.division || '—'],
    [
      'Services',
      lead.services.map((row) => (
        <div key={row.service}>
          {row.service}: {row.quantity.toLocaleString('en-GB')}
        </div>
      )),
    ],
    ['Integrations', lines(lead.integrations)],
    ['Enrichments', lines(lead.enrichments)],
    ['Cleansing', lines(lead.cleansing)],
    ['Joint meeting', lead.jointMeeting ? 'Yes' : 'No'],
    ['Description', lead.description || '—'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <DetailList rows={rows} aria-label="Submitted lead" />
    </Paper>
  );
}

const statuses: LeadStatus[] = ['open', 'won', 'lost'];

function LeadActions({ lead }: { lead: SubmittedLead_LeadFragment }) {
  const { partner } = useCurrentAccount();
  const { pathname } = useLocation();
  const paths = leadPaths(pathname);
  const navigate = useNavigateKeepingSearch();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  // Reopening asks for the day the lead is now expected to close; see reopen-close-date.ts.
  const reopening = status === 'open' && lead.status !== 'open';
  const [closeDate, setCloseDate] = useState('');
  const [closeDateError, setCloseDateError] = useState<string | null>(null);
  const [changeStatus, statusCall] = useMutation(ChangeLeadStatusMutation);
  const [deleteLead, deleteCall] = useMutation(DeleteLeadMutation);
  const failure = useFailure('change the lead');
  const partnerId = partner?.id ?? lead.partnerId;

  const chooseStatus = (chosen: LeadStatus) => {
    setStatus(chosen);
    setCloseDateError(null);
    setCloseDate(chosen === 'open' && lead.status !== 'open' ? reopenCloseDate(lead.closeDate, todayUtc()).initial : '');
  };

  const saveStatus = async () => {
    failure.clear();
    const wrong = reopening ? reopenCloseDateError(closeDate, lead.closeDate, todayUtc()) : null;
    setCloseDateError(wrong);
    if (wrong) return;
    try {
      await changeStatus({ variables: { partnerId, leadId: lead.id, status, closeDate: reopening && closeDate ? closeDate : null } });
    } catch (error) {
      const refused = readFailure(error);
      if (reopening && refused.argument === 'closeDate') setCloseDateError(refused.msg);
      else failure.report(error, 'change the lead status');
    }
  };

  const remove = async () => {
    failure.clear();
    const sure = await openDialog({
      kind: 'question',
      title: 'Delete lead',
      message: `Delete the lead for ${lead.companyName}? This cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return;
    try {
      await deleteLead({ variables: { partnerId, leadId: lead.id }, refetchQueries: [{ query: PartnerLeadsQuery, variables: { partnerId } }] });
      // To the leads list, from home too (home shows no leads), saying what was deleted.
      navigate(paths.list, { state: { deleted: lead.companyName } satisfies LeadsState });
    } catch (error) {
      failure.report(error, 'delete the lead');
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <FailureMessage failure={failure} />
        <Stack id="lead-status-form" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => chooseStatus(event.target.value as LeadStatus)}
            sx={{ width: { sm: 180 } }}
          >
            {statuses.map((value) => (
              <MenuItem key={value} value={value}>
                {leadStatusLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          {reopening && (
            <DateField
              label="Expected close date"
              size="small"
              value={closeDate}
              onChange={(day) => {
                setCloseDate(day);
                setCloseDateError(null);
              }}
              required={reopenCloseDate(lead.closeDate, todayUtc()).required}
              minDay={todayUtc()}
              error={Boolean(closeDateError)}
              helperText={closeDateError ?? 'When you now expect it to close'}
            />
          )}
          <Button
            variant="contained"
            disabled={status === lead.status}
            loading={statusCall.loading}
            onClick={() => void saveStatus()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Change status
          </Button>
          <Stack sx={{ flexGrow: 1 }} />
          <Button color="error" variant="outlined" loading={deleteCall.loading} onClick={() => void remove()} sx={{ whiteSpace: 'nowrap' }}>
            Delete lead
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={280} height={48} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
