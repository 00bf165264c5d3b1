import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { graphql } from '../../gql/gql';
import type { AccessLevel, GroupType } from '../../gql/graphql';
import { useNavigateKeepingSearch, type PortalHref } from '../../lib/navigation';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { accessLevelHelp, accessLevelLabels, accessLevelsFor } from './access-levels';
import { invitationAcceptUrl } from '../../lib/invitation';

export const InviteGroupUserMutation = graphql(`
  mutation InviteGroupUser($groupId: ID!, $input: InvitationInput!) {
    inviteGroupUser(groupId: $groupId, input: $input) {
      ...InvitationsCard_invitation
    }
  }
`);

/** Spec section 9: an invitation lasts a day unless the inviter says otherwise. */
export const DEFAULT_EXPIRY_SECONDS = 86_400;
const MIN_EXPIRY_SECONDS = 60;
const MAX_EXPIRY_SECONDS = 31_536_000;

export const invitationSchema = z.object({
  email: z.string().trim().email('Enter a valid e-mail address'),
  accessLevel: z.enum(['owner', 'sudoowner', 'member', 'manager']),
  expirySeconds: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number of seconds')
    .refine(
      (value) => Number(value) >= MIN_EXPIRY_SECONDS && Number(value) <= MAX_EXPIRY_SECONDS,
      `Enter ${MIN_EXPIRY_SECONDS} to ${MAX_EXPIRY_SECONDS.toLocaleString('en-GB')} seconds`,
    ),
  takeOwnership: z.boolean(),
});

type Invitation = z.infer<typeof invitationSchema>;

/** How long the expiry is, in words a person reads at a glance. */
export function describeSeconds(value: string): string {
  if (!/^\d+$/.test(value.trim())) return 'In seconds';
  const seconds = Number(value);
  const days = seconds / 86_400;
  const hours = seconds / 3_600;
  if (Number.isInteger(days)) return days === 1 ? 'One day' : `${days.toLocaleString('en-GB')} days`;
  if (Number.isInteger(hours)) return hours === 1 ? 'One hour' : `${hours} hours`;
  return `About ${Math.max(1, Math.round(seconds / 60)).toLocaleString('en-GB')} minutes`;
}

/** Invites an address to the group (an account, organisation or partner), then returns to `returnTo`: checked here first, the service's refusal shown above the form. */
export function InviteForm({ group, returnTo }: { group: { id: string; type: GroupType }; returnTo: PortalHref }) {
  const navigate = useNavigateKeepingSearch();
  const failure = useFailure('send the invitation');
  const [invite] = useMutation(InviteGroupUserMutation);
  const { register, control, handleSubmit, formState } = useForm<Invitation>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { email: '', accessLevel: 'member', expirySeconds: String(DEFAULT_EXPIRY_SECONDS), takeOwnership: false },
  });
  const takeOwnership = useWatch({ control, name: 'takeOwnership' });
  const expiry = useWatch({ control, name: 'expirySeconds' });
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
            expirySeconds: Number(values.expirySeconds),
            takeOwnership: values.takeOwnership,
            acceptUrl: invitationAcceptUrl(),
          },
        },
      });
      navigate(returnTo);
    } catch (error) {
      failure.report(error);
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
        <TextField
          label="Expires after (seconds)"
          inputMode="numeric"
          required
          {...register('expirySeconds')}
          error={!!errors.expirySeconds}
          helperText={errors.expirySeconds?.message ?? describeSeconds(expiry)}
        />
        <div>
          <FormControlLabel control={<Checkbox {...register('takeOwnership')} />} label="Take ownership" />
          <FormHelperText sx={{ mt: 0 }}>The invitee becomes an owner when they accept; the account shows Pending Ownership until then.</FormHelperText>
        </div>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(returnTo)}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Send invitation
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
