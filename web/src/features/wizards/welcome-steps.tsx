import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccessLevel, PlanService, WelcomeWizardQuery } from '../../gql/graphql';
import { addressFieldLabel } from '../../lib/address-field-labels';
import { emailAddress } from '../../lib/email-rule';
import { useCurrentAccount } from '../../lib/current-account';
import { invitationAcceptUrl } from '../../lib/invitation';
import { routeTo, type PortalHref } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { WizardUpdateGroupMutation } from './wizard-documents';
import { WelcomeInviteMutation } from './welcome-documents';
import { freeText, requiredText } from '../../lib/free-text';

type Organisation = NonNullable<WelcomeWizardQuery['organisation']>['group'];

const text = (max: number) => freeText().max(max, `At most ${max} characters`);
const required = (message: string) => requiredText(message).max(100, 'At most 100 characters');

export const companySchema = z.object({
  name: required('Enter the company name'),
  address1: required('Enter the first line of the address'),
  address2: text(100),
  town: required('Enter the town'),
  county: text(100),
  postcode: required('Enter the postcode').max(20, 'At most 20 characters'),
  country: required('Enter the country'),
});

function StepButtons({ onBack, submitting, next = 'Save and continue' }: { onBack?: () => void; submitting: boolean; next?: string }) {
  return (
    <Stack direction="row" spacing={2}>
      {onBack && (
        <Button onClick={onBack} disabled={submitting}>
          Back
        </Button>
      )}
      <Button type="submit" variant="contained" loading={submitting}>
        {next}
      </Button>
    </Stack>
  );
}

/** The organisation's name and postal address, as invoices and the provider's records show them. */
export function CompanyStep({ organisation, onDone }: { organisation: Organisation; onDone: () => void }) {
  const { territory } = useCurrentAccount();
  const failure = useFailure('save the company details');
  const [updateGroup] = useMutation(WizardUpdateGroupMutation);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: {
      name: organisation.name,
      address1: organisation.address1 ?? '',
      address2: organisation.address2 ?? '',
      town: organisation.town ?? '',
      county: organisation.county ?? '',
      postcode: organisation.postcode ?? '',
      country: organisation.country ?? '',
    },
  });
  const submit = handleSubmit(async (input) => {
    failure.clear();
    try {
      await updateGroup({ variables: { groupId: organisation.id, input } });
      onDone();
    } catch (error) {
      failure.report(error);
    }
  });
  const field = (name: keyof z.input<typeof companySchema>, label: string, size = 6) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={label} fullWidth {...register(name)} error={!!formState.errors[name]} helperText={formState.errors[name]?.message} />
    </Grid>
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Company details">
      <Stack spacing={2}>
        <FailureMessage failure={failure} />
        <Grid container spacing={2}>
          {field('name', 'Company name', 12)}
          {field('address1', 'Address line 1')}
          {field('address2', 'Address line 2')}
          {field('town', addressFieldLabel('town', 'Town', territory))}
          {field('county', addressFieldLabel('county', 'County', territory))}
          {field('postcode', 'Postcode')}
          {field('country', 'Country')}
        </Grid>
        <StepButtons submitting={formState.isSubmitting} />
      </Stack>
    </form>
  );
}

export const accountSchema = z.object({ name: required('Enter a name for the account') });

/** The account the organisation started with has no name until its owner gives it one. */
export function AccountNameStep({ account, onDone, onBack }: { account: { id: string; name: string }; onDone: () => void; onBack: () => void }) {
  const failure = useFailure('name the account');
  const [updateGroup] = useMutation(WizardUpdateGroupMutation);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(accountSchema), defaultValues: { name: account.name } });
  const submit = handleSubmit(async ({ name }) => {
    failure.clear();
    try {
      await updateGroup({ variables: { groupId: account.id, input: { name } } });
      onDone();
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="First account">
      <Stack spacing={2}>
        <Typography>Accounts hold your services, API tokens and usage. Name this one for what it is used for, such as your website.</Typography>
        <FailureMessage failure={failure} />
        <TextField label="Account name" autoFocus {...register('name')} error={!!formState.errors.name} helperText={formState.errors.name?.message} />
        <StepButtons onBack={onBack} submitting={formState.isSubmitting} />
      </Stack>
    </form>
  );
}

export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Enter an e-mail address').pipe(emailAddress('Enter a valid e-mail address')),
  accessLevel: z.enum(['member', 'owner']),
});

const levelNames: Record<AccessLevel, string> = { owner: 'Owner', sudoowner: 'Sudo owner', member: 'Member', manager: 'Manager' };

/**
 * Colleagues join the first account through an e-mailed invitation, so that Administration →
 * Account lists, withdraws and changes them later; this step may be skipped.
 */
export function InviteStep({
  groupId,
  invitations,
  onDone,
  onBack,
}: {
  groupId: string;
  invitations: { id: string; email: string; accessLevel: AccessLevel }[];
  onDone: () => void;
  onBack: () => void;
}) {
  const failure = useFailure('send the invitation');
  const [invite] = useMutation(WelcomeInviteMutation, { refetchQueries: ['WelcomeWizard'] });
  const { register, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', accessLevel: 'member' as const },
  });
  const submit = handleSubmit(async ({ email, accessLevel }) => {
    failure.clear();
    try {
      await invite({ variables: { groupId, input: { email, accessLevel, acceptUrl: invitationAcceptUrl() } } });
      reset();
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <Stack spacing={2}>
      <Typography>
        Invite the people who will use the portal with you to this account. Each gets an e-mail with a link to join; members use its services, owners also run
        the account. Account in the Administration menu shows them later.
      </Typography>
      <form onSubmit={submit} noValidate aria-label="Invite a colleague">
        <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="E-mail address"
            type="email"
            fullWidth
            {...register('email')}
            error={!!formState.errors.email}
            helperText={formState.errors.email?.message}
          />
          <TextField select label="Access level" defaultValue="member" sx={{ minWidth: 160 }} {...register('accessLevel')}>
            <MenuItem value="member">Member</MenuItem>
            <MenuItem value="owner">Owner</MenuItem>
          </TextField>
          <Button type="submit" variant="outlined" loading={formState.isSubmitting} sx={{ mt: { sm: 1 } }}>
            Invite
          </Button>
        </Stack>
      </form>
      <FailureMessage failure={failure} />
      {invitations.length > 0 && (
        <List dense aria-label="Invitations sent">
          {invitations.map((invitation) => (
            <ListItem key={invitation.id}>
              <ListItemText primary={invitation.email} secondary={`${levelNames[invitation.accessLevel]} · pending`} sx={{ overflowWrap: 'anywhere' }} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" onClick={onDone}>
          {invitations.length ? 'Continue' : 'Skip for now'}
        </Button>
      </Stack>
    </Stack>
  );
}

const serviceNames: Record<PlanService, string> = {
  address: 'Address lookup',
  bankcode: 'Payment validation',
  email: 'E-mail validation',
  name: 'Name validation',
};
const serviceScreens: Partial<Record<PlanService, PortalHref>> = {
  address: routeTo('/applications/addresslookup'),
  bankcode: routeTo('/applications/paymentvalidation'),
  email: routeTo('/applications/emailvalidation'),
};

/** What the account can use now, each with the screen to try it on. */
export function ServicesStep({ plans, onBack }: { plans: WelcomeWizardQuery['accountPlans']; onBack: () => void }) {
  const { territory } = useCurrentAccount();
  return (
    <Stack spacing={2}>
      {plans.length === 0 ? (
        <Typography>This account has no subscriptions yet. Once it has, each service can be tried from the Applications menu.</Typography>
      ) : (
        <List aria-label="Your services">
          {plans.map((plan) => {
            const screen = serviceScreens[plan.service];
            const usable = screen && !(plan.service === 'bankcode' && territory !== 'uk');
            return (
              <ListItem
                key={plan.planId}
                secondaryAction={
                  usable ? (
                    <Button component={RouterLink} to={screen}>
                      Try it
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText primary={serviceNames[plan.service]} secondary={plan.plan} />
              </ListItem>
            );
          })}
        </List>
      )}
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" component={RouterLink} to={routeTo('/home')}>
          Finish
        </Button>
      </Stack>
    </Stack>
  );
}
