import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EditAccountForm_GroupFragment } from '../../gql/graphql';
import { addressFieldLabel } from '../../lib/address-field-labels';
import { oneOf, showUnderField } from '../../lib/apollo/refused-field';
import { useNavigateKeepingSearch, type PortalHref } from '../../lib/navigation';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { UpdateGroupMutation } from './edit-account-form-documents';
import { freeText, requiredText } from '../../lib/free-text';

/** The service keeps each field to 200 characters. */
const MAX = 200;
const line = freeText().max(MAX, `At most ${MAX} characters`);
const required = (message: string) => requiredText(message).max(MAX, `At most ${MAX} characters`);

export const groupDetailsSchema = z.object({
  name: required('Enter a name'),
  address1: line,
  address2: line,
  address3: line,
  address4: line,
  town: line,
  county: line,
  postcode: line,
  country: required('Enter the country'),
});

type Details = z.infer<typeof groupDetailsSchema>;
type Field = keyof Details;

const fields: { name: Field; label: string; autoComplete: string; half?: boolean }[] = [
  { name: 'name', label: 'Name', autoComplete: 'organization' },
  { name: 'address1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'address2', label: 'Address line 2', autoComplete: 'address-line2' },
  { name: 'address3', label: 'Address line 3', autoComplete: 'address-line3' },
  { name: 'address4', label: 'Address line 4', autoComplete: 'off' },
  { name: 'town', label: 'Town', autoComplete: 'address-level2', half: true },
  { name: 'county', label: 'County', autoComplete: 'address-level1', half: true },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', half: true },
  { name: 'country', label: 'Country', autoComplete: 'country-name', half: true },
];

const requiredFields = new Set<Field>(['name', 'country']);

/** The fields, named as `GroupDetailsInput` names them: where the gateway refuses one (`input.postcode`), its words go under it. */
const refusedField = oneOf(fields.map(({ name }) => name));

/**
 * The group's name and postal address; checked here before they are sent. The gateway's refusal of
 * a field (a name another group beside it has, which only it can tell) shows under that field, any
 * other failure above the form.
 */
export function EditAccountForm({
  group,
  returnTo,
  kind = 'account',
}: {
  group: EditAccountForm_GroupFragment;
  /** Where Save and Cancel lead: the group's administration page. */
  returnTo: PortalHref;
  /** What the group is called in the form's name and its failures. */
  kind?: 'account' | 'partner';
}) {
  const navigate = useNavigateKeepingSearch();
  const failure = useFailure(`update the ${kind}`);
  const [update] = useMutation(UpdateGroupMutation);
  const { register, handleSubmit, formState, setError } = useForm<Details>({
    resolver: zodResolver(groupDetailsSchema),
    defaultValues: Object.fromEntries(fields.map(({ name }) => [name, group[name] ?? ''])) as Details,
  });

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await update({ variables: { groupId: group.id, input: values } });
      navigate(returnTo);
    } catch (error) {
      if (!showUnderField(error, setError, refusedField)) failure.report(error);
    }
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-label={`Edit ${kind}`} id="edit-account-form" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <FailureMessage failure={failure} />
        <Grid container spacing={2}>
          {fields.map(({ name, label, autoComplete, half }) => (
            <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
              <TextField
                fullWidth
                label={addressFieldLabel(name, label, group.territory)}
                autoComplete={autoComplete}
                required={requiredFields.has(name)}
                {...register(name)}
                error={!!formState.errors[name]}
                helperText={formState.errors[name]?.message}
              />
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(returnTo)}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
