import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FormHelperText from '@mui/material/FormHelperText';
import type { OrganisationForm } from './organisation-form';

type Form = UseFormReturn<OrganisationForm>;

export function OrganisationStep({ form }: { form: Form }) {
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <TextField
        id="wizard-organisation-name"
        label="Organisation name"
        autoFocus
        {...form.register('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField label="Country" {...form.register('country')} error={!!errors.country} helperText={errors.country?.message} />
    </Stack>
  );
}

export function AccountsStep({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'accounts' });
  const { errors } = form.formState;
  return (
    <Stack spacing={2}>
      <Typography>Each account holds its own services, tokens and usage. The first is where the organisation starts.</Typography>
      {fields.map((field, index) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={`Account ${index + 1} name`}
            fullWidth
            {...form.register(`accounts.${index}.name`)}
            error={!!errors.accounts?.[index]?.name}
            helperText={errors.accounts?.[index]?.name?.message}
          />
          <IconButton aria-label={`Remove account ${index + 1}`} onClick={() => remove(index)} disabled={fields.length === 1} sx={{ mt: 1 }}>
            <span aria-hidden>×</span>
          </IconButton>
        </Stack>
      ))}
      {errors.accounts?.root?.message && <FormHelperText error>{errors.accounts.root.message}</FormHelperText>}
      <div>
        <Button onClick={() => append({ name: '' })} disabled={fields.length >= 20}>
          Add another account
        </Button>
      </div>
    </Stack>
  );
}

export function ReviewStep({ form }: { form: Form }) {
  const values = form.getValues();
  return (
    <List dense aria-label="What will be created">
      {values.owner && (
        <ListItem>
          <ListItemText primary="Owner" secondary={values.owner.label} />
        </ListItem>
      )}
      <ListItem>
        <ListItemText primary="Organisation" secondary={`${values.name.trim()}, ${values.country.trim()}`} />
      </ListItem>
      <ListItem>
        <ListItemText
          primary={values.accounts.length === 1 ? 'Account' : 'Accounts'}
          secondary={values.accounts.map((account) => account.name.trim()).join(', ')}
        />
      </ListItem>
    </List>
  );
}
