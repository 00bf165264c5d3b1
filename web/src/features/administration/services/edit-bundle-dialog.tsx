import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDateField } from '../../../components/date-field/form-date-field';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { oneOf, showUnderField } from '../../../lib/apollo/refused-field';
import { BUNDLE_FIELDS, bundleChangesSchema, dateTimeToDay, toBundleChanges, type BundleChangesValues } from './bundle-values';
import { UpdateBundleMutation } from './edit-bundle-dialog-documents';

export interface EditedBundle {
  bundleId: string;
  plan: string;
  clicks: number;
  price: number;
  startDate?: string | null;
  endDate?: string | null;
}

/** Changes a bundle's clicks, price and dates; open while `bundle` is given. */
export function EditBundleDialog({ bundle, onClose, onSaved }: { bundle: EditedBundle; onClose: () => void; onSaved: () => void }) {
  const { register, control, handleSubmit, formState, setError } = useForm<BundleChangesValues>({
    resolver: zodResolver(bundleChangesSchema),
    defaultValues: {
      clicks: String(bundle.clicks),
      price: String(bundle.price),
      startDate: dateTimeToDay(bundle.startDate),
      endDate: dateTimeToDay(bundle.endDate),
    },
  });
  const [update] = useMutation(UpdateBundleMutation);
  const failure = useFailure('change the bundle');
  const errors = formState.errors;
  const titleId = `edit-bundle-${bundle.bundleId}`;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await update({ variables: { bundleId: bundle.bundleId, input: toBundleChanges(values) } });
      onSaved();
    } catch (error) {
      if (!showUnderField(error, setError, oneOf(BUNDLE_FIELDS))) failure.report(error);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>Edit bundle</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FailureMessage failure={failure} />
            <TextField label="Bundle" value={bundle.plan} slotProps={{ htmlInput: { readOnly: true } }} />
            <TextField label="Clicks" required {...register('clicks')} error={!!errors.clicks} helperText={errors.clicks?.message} />
            <TextField label="Price" required {...register('price')} error={!!errors.price} helperText={errors.price?.message} />
            <FormDateField control={control} name="startDate" label="Usable from" />
            <FormDateField control={control} name="endDate" label="Usable until" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
