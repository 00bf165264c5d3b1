import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import type { CataloguePlanInput } from '../../gql/graphql';
import { currencySymbol, formatMoney } from '../../lib/money';
import { FormDateField } from '../../components/date-field/form-date-field';
import { FormTextField } from '../../components/form-text-field';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { showUnderField } from '../../lib/apollo/refused-field';
import { DatasetsQuery } from './catalogue-documents';
import { dayStart, saleEnd, serviceNames } from './catalogue-format';
import { MAX_TIERS, planDraft, planFieldOf, planFormSchema, type PlanFormValues } from './plan-form-values';

interface PlanFormProps {
  initial: PlanFormValues;
  submitLabel: string;
  action: string;
  onSubmit: (input: CataloguePlanInput) => Promise<void>;
  onCancel: () => void;
}

/** The whole plan: its terms, when it is on sale, and its price tiers. */
export function PlanForm({ initial, submitLabel, action, onSubmit, onCancel }: PlanFormProps) {
  const failure = useFailure(action);
  const datasets = useQuery(DatasetsQuery);
  const { control, handleSubmit, formState, setError } = useForm<PlanFormValues>({ resolver: zodResolver(planFormSchema), defaultValues: initial });
  const tiers = useFieldArray({ control, name: 'pricing' });
  const territory = useWatch({ control, name: 'territory' });
  const pricing = useWatch({ control, name: 'pricing' });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    const draft = planDraft(planFormSchema.parse(values));
    try {
      await onSubmit({ ...draft, availableStart: dayStart(draft.availableStart), availableEnd: draft.availableEnd ? saleEnd(draft.availableEnd) : null });
    } catch (error) {
      if (!showUnderField(error, setError, planFieldOf)) failure.report(error);
    }
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Plan" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <FailureMessage failure={failure} />
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label="Plan name" required fullWidth />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="description" label="Description" multiline minRows={2} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="datasetId"
              select
              label="Dataset"
              required
              fullWidth
              hint={datasets.loading ? 'Loading the datasets…' : undefined}
            >
              {(datasets.data?.datasets ?? []).map((dataset) => (
                <MenuItem key={dataset.id} value={dataset.id}>
                  {dataset.name} ({serviceNames[dataset.service]})
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="territory" select label="Territory" fullWidth hint={`Prices in ${currencySymbol(territory)}`}>
              <MenuItem value="uk">uk</MenuItem>
              <MenuItem value="australia">australia</MenuItem>
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="calculator"
              select
              label="Calculator"
              fullWidth
              hint="Annual: renewed each period. Bundle: a one-off top-up."
            >
              <MenuItem value="annual">Annual</MenuItem>
              <MenuItem value="bundle">Bundle</MenuItem>
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="duration" label="Duration (days)" inputMode="numeric" fullWidth hint="0 for a bundle" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="availableStart" label="On sale from" required fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField control={control} name="availableEnd" label="On sale until" fullWidth hint="Leave empty to keep it on sale" />
          </Grid>
        </Grid>

        <Box component="fieldset" id="plan-pricing" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            Price tiers
          </Typography>
          <Stack spacing={1.5}>
            {tiers.fields.map((tier, index) => {
              const row = pricing?.[index];
              // What a thousand clicks cost at this tier's rate (one click rounds to pennies).
              const perClick = row && Number(row.clicks) >= 1 && /^\d+(\.\d{1,2})?$/.test(row.price) ? Number(row.price) / Number(row.clicks) : null;
              return (
                <Stack key={tier.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormTextField
                    control={control}
                    name={`pricing.${index}.clicks`}
                    label={`Tier ${index + 1} clicks`}
                    inputMode="numeric"
                    size="small"
                    sx={{ flex: 1 }}
                  />
                  <FormTextField
                    control={control}
                    name={`pricing.${index}.price`}
                    label={`Tier ${index + 1} price`}
                    inputMode="decimal"
                    size="small"
                    hint={perClick !== null ? `${formatMoney(perClick * 1000, territory)} per 1,000 clicks` : undefined}
                    slotProps={{ input: { startAdornment: <InputAdornment position="start">{currencySymbol(territory)}</InputAdornment> } }}
                    sx={{ flex: 1 }}
                  />
                  <IconButton aria-label={`Remove tier ${index + 1}`} disabled={tiers.fields.length === 1} onClick={() => tiers.remove(index)}>
                    <Delete />
                  </IconButton>
                </Stack>
              );
            })}
            {errors.pricing?.root?.message || errors.pricing?.message ? (
              <FormHelperText error role="alert">
                {errors.pricing?.root?.message ?? errors.pricing?.message}
              </FormHelperText>
            ) : null}
            <div>
              <Button startIcon={<Add />} disabled={tiers.fields.length >= MAX_TIERS} onClick={() => tiers.append({ clicks: '', price: '' })}>
                Add tier
              </Button>
            </div>
          </Stack>
        </Box>

        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="formula"
              label="Formula"
              fullWidth
              hint="How prices between tiers are worked out, if not by the tiers alone"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="displayOrder"
              label="Display order"
              inputMode="numeric"
              fullWidth
              hint="Where it comes in the shop, from 1"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="allowTest"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="Allow test before buying"
                />
              )}
            />
          </Grid>
        </Grid>
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
