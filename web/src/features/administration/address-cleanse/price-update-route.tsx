import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminCostQuery as CostData, AdminCostQueryVariables } from '../../../gql/graphql';
import { useNavigateKeepingSearch } from '../../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { FormDateField } from '../../../components/date-field/form-date-field';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { oneOf, showUnderField } from '../../../lib/apollo/refused-field';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { priceUpdateTips } from './address-cleanse-admin-tips';
import { PRICE_FIELDS, priceFormSchema, priceFormValues, priceInput, type PriceForm } from './price-form';
import { AdminCostQuery, UpdateAdminCostMutation } from './price-update-documents';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { cost: preloadQuery(AdminCostQuery, { variables: { costId: params.costId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

type CostRef = QueryRef<CostData, AdminCostQueryVariables, 'complete' | 'streaming' | 'empty'>;
type Cost = NonNullable<CostData['adminCost']>;

export function Component() {
  const { cost } = useScreenData<typeof loader>();
  useHelpTips('addressCleansePriceUpdate', priceUpdateTips);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Price Update
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={240} role="status" aria-label="Loading..." />}>
        <PriceScreen cost={cost} />
      </Suspense>
    </Stack>
  );
}

function PriceScreen({ cost }: { cost: CostRef }) {
  const { data, error } = useReadQuery(cost);
  const failure = useFailure('load the price', { watch: data?.adminCost ? undefined : error });
  // Mounted as the error arrives, so the failure is shown here rather than in a dialog.
  if (error && !data?.adminCost) return <FailureMessage failure={failure} />;
  if (!data?.adminCost) return <Typography>There is no such price. It may have been removed.</Typography>;
  return <PriceFormCard cost={data.adminCost} />;
}

const fields: { name: Exclude<keyof PriceForm, 'startDate' | 'endDate'>; label: string }[] = [
  { name: 'basePrice', label: 'Base price' },
  { name: 'minRecCount', label: 'Minimum records' },
  { name: 'pricePerMatch', label: 'Price per match' },
  { name: 'pricePerRecord', label: 'Price per record' },
  { name: 'realPricePerMatch', label: 'Real price per match' },
  { name: 'realPricePerRecord', label: 'Real price per record' },
];

function PriceFormCard({ cost }: { cost: Cost }) {
  const { costId = '' } = useParams();
  const navigate = useNavigateKeepingSearch();
  const { register, control, handleSubmit, formState, setError } = useForm({ resolver: zodResolver(priceFormSchema), defaultValues: priceFormValues(cost) });
  const [update, { loading }] = useMutation(UpdateAdminCostMutation);
  const failure = useFailure('change the price');

  const submit = handleSubmit(async (form) => {
    failure.clear();
    try {
      await update({ variables: { costId, input: priceInput(form) } });
      navigate('/administration/addresscleanse');
    } catch (caught) {
      if (!showUnderField(caught, setError, oneOf(PRICE_FIELDS))) failure.report(caught);
    }
  });

  return (
    <Card variant="outlined" id="address-cleanse-price-form">
      <CardContent>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              {cost.costTypeName} ({cost.territory})
            </Typography>
            <FailureMessage failure={failure} />
            <Grid container spacing={2}>
              {fields.map((field) => (
                <Grid key={field.name} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register(field.name)}
                    label={field.label}
                    fullWidth
                    size="small"
                    error={!!formState.errors[field.name]}
                    helperText={formState.errors[field.name]?.message}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
                  />
                </Grid>
              ))}
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormDateField control={control} name="startDate" label="From" required fullWidth size="small" />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormDateField control={control} name="endDate" label="Until (empty for no end)" fullWidth size="small" />
              </Grid>
            </Grid>
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" disabled={loading}>
                Save price
              </Button>
              <Button onClick={() => navigate('/administration/addresscleanse')}>Cancel</Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
