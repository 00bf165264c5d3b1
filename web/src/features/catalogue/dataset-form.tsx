import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { DatasetInput, PlanService } from '../../gql/graphql';
import { FailureMessage } from '../../components/failure/failure-message';
import { FormTextField } from '../../components/form-text-field';
import { useFailure } from '../../components/failure/use-failure';
import { serviceNames } from './catalogue-format';
import { requiredText } from '../../lib/free-text';
import { oneOf, showUnderField } from '../../lib/apollo/refused-field';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The service's rules for a dataset: a name, and a short reference of letters, digits, - and _. */
export const datasetSchema = z.object({
  name: requiredText('Enter the dataset name').max(200, 'At most 200 characters'),
  datasetRef: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'Up to 20 letters, digits, - and _'),
  service: z.enum(['address', 'bankcode', 'email', 'name']),
});

// The service refuses two changes of a dataset as a CONFLICT: a reference another dataset has
// (schema DatasetInput.datasetRef, in its words below), and a new service for a dataset plans use.
// Each belongs under the one field to change; the service's words under Reference sent the person
// to change a reference that was never the matter.
const TAKEN_REFERENCE = /^A dataset with reference .* already exists$/;

/** The service's words for a CONFLICT; null for any other failure. */
const conflictOf = (error: unknown) => (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'CONFLICT' ? error.errors[0].message : null);

/**
 * The field a CONFLICT is about: Reference for a taken reference, Service for another conflict of
 * a changed service; null (shown above the form) for one neither field can settle.
 */
function conflictField(conflict: string, values: DatasetInput, initial: DatasetInput): 'datasetRef' | 'service' | null {
  if (TAKEN_REFERENCE.test(conflict)) return 'datasetRef';
  return values.service !== initial.service ? 'service' : null;
}

const refusedField = oneOf<'name' | 'datasetRef'>(['name', 'datasetRef']);

export function DatasetForm({
  initial,
  submitLabel,
  action,
  onSubmit,
  onCancel,
}: {
  initial: DatasetInput;
  submitLabel: string;
  action: string;
  onSubmit: (input: DatasetInput) => Promise<void>;
  onCancel: () => void;
}) {
  const failure = useFailure(action);
  const { control, handleSubmit, formState, setError } = useForm<DatasetInput>({ resolver: zodResolver(datasetSchema), defaultValues: initial });
  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await onSubmit(datasetSchema.parse(values));
    } catch (error) {
      const conflict = conflictOf(error);
      const field = conflict && conflictField(conflict, values, initial);
      if (conflict && field) setError(field, { type: 'gateway', message: conflict }, { shouldFocus: true });
      else if (!showUnderField(error, setError, refusedField)) failure.report(error);
    }
  });
  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Dataset" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <FailureMessage failure={failure} />
        <FormTextField control={control} name="name" label="Dataset name" required />
        <FormTextField control={control} name="datasetRef" label="Reference" required hint="A short reference such as PAF; unique" />
        <FormTextField control={control} name="service" select label="Service">
          {(Object.keys(serviceNames) as PlanService[]).map((service) => (
            <MenuItem key={service} value={service}>
              {serviceNames[service]}
            </MenuItem>
          ))}
        </FormTextField>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
