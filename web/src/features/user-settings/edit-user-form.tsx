import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EditUserForm_UserFragment } from '../../gql/graphql';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { addressFieldLabel } from '../../lib/address-field-labels';
import { currentTerritory } from '../../lib/territory';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { editUserTips } from './user-settings-tips';
import type { UserSettingsState } from './user-settings-route';
import { UpdateUserMutation } from './edit-user-form-documents';
import { freeText, requiredText } from '../../lib/free-text';
import { useFormDraft } from '../../lib/form-draft';

/** The service keeps each detail to 200 characters. */
const MAX = 200;
const line = freeText().max(MAX, `At most ${MAX} characters`);
const required = (message: string) => requiredText(message).max(MAX, `At most ${MAX} characters`);

export const userDetailsSchema = z.object({
  personalName: required('Enter your name'),
  companyName: required('Enter your company name'),
  address1: line,
  address2: line,
  address3: line,
  address4: line,
  town: line,
  county: line,
  postcode: line,
  country: required('Enter your country'),
});

type Details = z.infer<typeof userDetailsSchema>;
type Field = keyof Details;

const fields: { name: Field; label: string; autoComplete: string; half?: boolean }[] = [
  { name: 'personalName', label: 'Personal name', autoComplete: 'name' },
  { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'address3', label: 'Address line 3', autoComplete: 'address-line3' },
  { name: 'address4', label: 'Address line 4', autoComplete: 'off' },
  { name: 'town', label: 'Town', autoComplete: 'address-level2', half: true },
  { name: 'county', label: 'County', autoComplete: 'address-level1', half: true },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', half: true },
  { name: 'country', label: 'Country', autoComplete: 'country-name', half: true },
];

const requiredFields = new Set<Field>(['personalName', 'companyName', 'country']);

/** The signed-in user's own details, checked before they are sent; the service's refusal shows above the fields. */
export function EditUserForm({ user }: { user: EditUserForm_UserFragment }) {
  useHelpTips('editUser', editUserTips);
  const navigate = useNavigateKeepingSearch();
  const failure = useFailure('save your details');
  const [updateUser] = useMutation(UpdateUserMutation);
  const settings = routeTo('/user/:userId', { userId: user.id });
  const territory = currentTerritory();
  const form = useForm<Details>({
    resolver: zodResolver(userDetailsSchema),
    defaultValues: Object.fromEntries(fields.map(({ name }) => [name, user[name] ?? ''])) as Details,
  });
  const { register, handleSubmit, formState } = form;
  // Kept per user edited: only the details changed, over the record as it is when the form opens again.
  const draft = useFormDraft(form, `userDetails:${user.id}`);
  const submit = handleSubmit(async (details) => {
    failure.clear();
    try {
      await updateUser({ variables: { id: user.id, input: details } });
      draft.clear();
      navigate(settings, { state: { saved: true } satisfies UserSettingsState });
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={submit} noValidate aria-label="Your details" id="edit-user-form">
        <Stack spacing={2.5}>
          <FailureMessage failure={failure} />
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            You log in as <b>{user.email}</b>; that stays as it is.
          </Typography>
          <Grid container spacing={2}>
            {fields.map(({ name, label, autoComplete, half }) => (
              <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
                <TextField
                  label={addressFieldLabel(name, label, territory)}
                  autoComplete={autoComplete}
                  required={requiredFields.has(name)}
                  fullWidth
                  {...register(name)}
                  error={!!formState.errors[name]}
                  helperText={formState.errors[name]?.message}
                />
              </Grid>
            ))}
          </Grid>
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                draft.clear();
                navigate(settings);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Save changes
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
