import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Add from '@mui/icons-material/Add';
import { currencySymbol } from '../../../lib/money';
import { FormDateField } from '../../../components/date-field/form-date-field';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { oneOf, showUnderField } from '../../../lib/apollo/refused-field';
import { NEW_BUNDLE_FIELDS, newBundleSchema, toNewBundle, type NewBundleValues } from './bundle-values';
import { planServiceNames } from './service-names';
import type { PlanService } from '../../../gql/graphql';
import { CreateBundleMutation } from './new-bundle-form-documents';

export interface TopUpChoice {
  planId: number;
  plan: string;
  service: PlanService;
  currency: 'GBP' | 'AUD';
}

const empty: NewBundleValues = { planId: '', clicks: '', price: '', startDate: '', endDate: '' };

/** Adds a click bundle to one of the account's subscriptions: clicks, price, and when it may be used. The screen gives a fresh form after each. */
export function NewBundleForm({
  organisationId,
  accountId,
  choices,
  onAdded,
}: {
  organisationId: string;
  accountId: string;
  choices: readonly TopUpChoice[];
  onAdded: () => void;
}) {
  const { register, control, handleSubmit, formState, setError } = useForm<NewBundleValues>({
    resolver: zodResolver(newBundleSchema),
    defaultValues: empty,
  });
  const [create] = useMutation(CreateBundleMutation);
  const failure = useFailure('add the bundle');
  const planId = useWatch({ control, name: 'planId' });
  const chosen = choices.find((choice) => String(choice.planId) === planId);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await create({ variables: { organisationId, accountId, input: toNewBundle(values) } });
      onAdded();
    } catch (error) {
      if (!showUnderField(error, setError, oneOf(NEW_BUNDLE_FIELDS))) failure.report(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a bundle">
      <Grid container spacing={2}>
        <Grid size={12}>
          <FailureMessage failure={failure} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Controller
            name="planId"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label="Subscription to top up"
                fullWidth
                required
                {...field}
                error={!!errors.planId}
                helperText={errors.planId?.message}
                id="bundle-plan"
              >
                {choices.map((choice) => (
                  <MenuItem key={choice.planId} value={String(choice.planId)}>
                    {planServiceNames[choice.service]}: {choice.plan}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            label="Clicks"
            fullWidth
            required
            {...register('clicks')}
            error={!!errors.clicks}
            helperText={errors.clicks?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            label={`Price (${currencySymbol(chosen?.currency === 'AUD' ? 'australia' : 'uk')})`}
            fullWidth
            required
            {...register('price')}
            error={!!errors.price}
            helperText={errors.price?.message}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={control} name="startDate" label="Usable from" fullWidth hint="Empty: today" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <FormDateField control={control} name="endDate" label="Usable until" fullWidth hint="Empty: the end of the subscription" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: { md: 'flex-end' } }}>
          <Button type="submit" variant="contained" startIcon={<Add />} disabled={formState.isSubmitting} sx={{ mt: { md: 1 } }}>
            Add bundle
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
