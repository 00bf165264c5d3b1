import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AccessLevel, GroupType } from '../../gql/graphql';
import { oneOf, showUnderField } from '../../lib/apollo/refused-field';
import { emailAddress } from '../../lib/email-rule';
import { useFormDraft } from '../../lib/form-draft';
import { useNavigateKeepingSearch, type PortalHref } from '../../lib/navigation';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { accessLevelHelp, accessLevelLabels, accessLevelsFor, formatDateTime } from './access-levels';
import { invitationAcceptUrl } from '../../lib/invitation';
import { DEFAULT_EXPIRY, describeExpiry, expirySeconds, invitationExpirySchema, lapsesAt } from './invitation-expiry';
import { InviteFormWaitingQuery, InviteGroupUserMutation } from './invite-form-documents';
import { waitingInvitationTo } from './waiting-invitation';

/** A waiting invitation as the invitations card words it: its level, a hand-over, when it lapses. */
function describeWaiting(invitation: { accessLevel: AccessLevel; takeOwnership: boolean; expires?: string | null }): string {
  const parts = [accessLevelLabels[invitation.accessLevel]];
  if (invitation.takeOwnership) parts.push('takes ownership');
  if (invitation.expires) parts.push(`expires ${formatDateTime(invitation.expires)}`);
  return parts.join(', ');
}

export const invitationSchema = z.object({
  email: emailAddress('Enter a valid e-mail address'),
  accessLevel: z.enum(['owner', 'sudoowner', 'member', 'manager']),
  expiry: invitationExpirySchema,
  takeOwnership: z.boolean(),
});

type Invitation = z.infer<typeof invitationSchema>;

/** The gateway's refusal of the address (`input.email`: one its rule takes and this form's does not) goes under it. */
const refusedField = oneOf<'email'>(['email']);

/** Invites an address to the group (an account, organisation or partner), then returns to `returnTo`: checked here first, the service's refusal shown above the form. */
export function InviteForm({ group, returnTo }: { group: { id: string; type: GroupType }; returnTo: PortalHref }) {
  const navigate = useNavigateKeepingSearch();
  const failure = useFailure('send the invitation');
  const [invite] = useMutation(InviteGroupUserMutation);
  const form = useForm<Invitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', accessLevel: 'member', expiry: DEFAULT_EXPIRY, takeOwnership: false },
  });
  const { register, control, handleSubmit, formState, setError } = form;
  // Kept per group: an invitation typed for one group never fills another's form.
  const draft = useFormDraft(form, `invite:${group.id}`);
  const takeOwnership = useWatch({ control, name: 'takeOwnership' });
  // Without the list (not loaded, or refused) the form works as before; the warning is only a help.
  const { data: waitingData } = useQuery(InviteFormWaitingQuery, { variables: { groupId: group.id } });
  const waiting = waitingInvitationTo(waitingData?.groupAdministration.invitations ?? [], useWatch({ control, name: 'email' }));
  const expiry = useWatch({ control, name: 'expiry' });
  const lasts = describeExpiry(expiry);
  // When the form was opened stands for "now": the lapse time shown moves only with what is typed.
  const [openedAt] = useState(() => Date.now());
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await invite({
        variables: {
          groupId: group.id,
          input: {
            email: values.email,
            // Taking ownership makes the invitee an owner whatever level is chosen.
            accessLevel: values.takeOwnership ? 'owner' : values.accessLevel,
            // The user server takes seconds; people think in days and hours.
            expirySeconds: expirySeconds(values.expiry),
            takeOwnership: values.takeOwnership,
            acceptUrl: invitationAcceptUrl(),
          },
        },
      });
      draft.clear();
      navigate(returnTo);
    } catch (error) {
      if (!showUnderField(error, setError, refusedField)) failure.report(error);
    }
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Invite user" id="invite-form" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <FailureMessage failure={failure} />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message ?? 'We send the invitation here'}
        />
        {waiting && (
          <Alert severity="warning" role="status" data-testid="invite-waiting">
            An invitation to this address is already waiting ({describeWaiting(waiting)}). Sending this one replaces it: the link in the earlier e-mail stops
            working.
          </Alert>
        )}
        <Controller
          control={control}
          name="accessLevel"
          render={({ field }) => (
            <TextField
              select
              label="Access level"
              {...field}
              value={takeOwnership ? 'owner' : field.value}
              disabled={takeOwnership}
              helperText={accessLevelHelp[(takeOwnership ? 'owner' : field.value) as AccessLevel]}
            >
              {accessLevelsFor(group.type).map((level) => (
                <MenuItem key={level} value={level}>
                  {accessLevelLabels[level]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby="invite-expiry-help">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Expires after
          </FormLabel>
          <Stack direction="row" spacing={2}>
            <TextField
              label="Days"
              required
              {...register('expiry.days')}
              error={!!errors.expiry?.days}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 120 }}
            />
            <TextField
              label="Hours"
              required
              {...register('expiry.hours')}
              error={!!errors.expiry?.hours}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 120 }}
            />
          </Stack>
          <FormHelperText id="invite-expiry-help" error={!!errors.expiry} data-testid="invite-expiry-help">
            {errors.expiry?.days?.message ??
              errors.expiry?.hours?.message ??
              (lasts ? `The invitation lapses ${lasts} after it is sent: on ${lapsesAt(expiry, openedAt)} if sent now.` : 'Days and hours, such as 1 and 0')}
          </FormHelperText>
        </Box>
        <div>
          <FormControlLabel control={<Checkbox {...register('takeOwnership')} />} label="Take ownership" />
          <FormHelperText sx={{ mt: 0 }}>The invitee becomes an owner when they accept; the account shows Pending Ownership until then.</FormHelperText>
        </div>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              draft.clear();
              navigate(returnTo);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Send invitation
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
