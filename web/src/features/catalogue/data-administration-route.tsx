import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { formatPrice } from '../../lib/money';
import { routeTo, withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CatalogueQuery } from './catalogue-documents';
import { onSale, serviceNames } from './catalogue-format';
import { dataAdministrationTips } from './data-administration-tips';

export function loader({ preloadQuery }: ScreenLoaderArgs) {
  return { catalogue: preloadQuery(CatalogueQuery, { errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

/** Datasets & Plans (admin, super): the catalogue the shop sells from. */
export function Component() {
  const { catalogue } = useScreenData<typeof loader>();
  const { search } = useLocation();
  useHelpTips('dataAdministration', dataAdministrationTips);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1">
          Datasets & Plans
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={withSearch('/dataAdministration/dataset/create', search)} variant="outlined" startIcon={<Add />}>
            Create dataset
          </Button>
          <Button component={RouterLink} to={withSearch('/dataAdministration/plan/create', search)} variant="contained" startIcon={<Add />}>
            Create plan
          </Button>
        </Stack>
      </Stack>
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading..." />}>
        <Catalogue catalogueRef={catalogue} />
      </Suspense>
    </Stack>
  );
}

function Catalogue({ catalogueRef }: { catalogueRef: ReturnType<typeof loader>['catalogue'] }) {
  const { data, error } = useReadQuery(catalogueRef);
  const failure = useFailure('load the datasets and plans', { watch: data ? undefined : error });
  const { search } = useLocation();
  const [territory, setTerritory] = useState<'' | 'uk' | 'australia'>('');
  const [now] = useState(() => Date.now());
  if (failure.message || !data) return <FailureMessage failure={failure} />;
  const plans = data.cataloguePlans.filter((plan) => !territory || plan.territory === territory);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="datasets-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="datasets-heading" sx={{ mb: 1 }}>
          Datasets
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Datasets">
            <TableHead>
              <TableRow>
                <TableCell>Dataset</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Service</TableCell>
                <TableCell align="right">Plans</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.datasets.map((dataset) => (
                <TableRow key={dataset.id}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <Link component={RouterLink} to={withSearch(routeTo('/dataAdministration/dataset/:datasetId', { datasetId: dataset.id }), search)}>
                      {dataset.name}
                    </Link>
                  </TableCell>
                  <TableCell>{dataset.datasetRef}</TableCell>
                  <TableCell>{serviceNames[dataset.service]}</TableCell>
                  <TableCell align="right">{dataset.planCount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" id="catalogue-plans" aria-labelledby="plans-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2" id="plans-heading">
            Plans
          </Typography>
          <TextField
            select
            size="small"
            label="Territory"
            value={territory}
            onChange={(event) => setTerritory(event.target.value as typeof territory)}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">Both territories</MenuItem>
            <MenuItem value="uk">uk</MenuItem>
            <MenuItem value="australia">australia</MenuItem>
          </TextField>
        </Stack>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Plans">
            <TableHead>
              <TableRow>
                <TableCell>Plan</TableCell>
                <TableCell>Territory</TableCell>
                <TableCell>Dataset</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell align="right">From</TableCell>
                <TableCell>On sale</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((plan) => {
                const first = plan.pricing[0];
                return (
                  <TableRow key={plan.id}>
                    <TableCell sx={{ minWidth: 180 }}>
                      <Link component={RouterLink} to={withSearch(routeTo('/dataAdministration/plan/:planId', { planId: plan.id }), search)}>
                        {plan.name}
                      </Link>
                    </TableCell>
                    <TableCell>{plan.territory}</TableCell>
                    <TableCell>{plan.dataset.datasetRef}</TableCell>
                    <TableCell>{plan.calculator === 'bundle' ? 'Bundle' : 'Annual'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {first ? `${first.clicks.toLocaleString('en-GB')} for ${formatPrice(first.price, plan.currency)}` : '—'}
                    </TableCell>
                    <TableCell>
                      {onSale(plan, now) ? (
                        <Chip size="small" color="success" variant="outlined" label="On sale" />
                      ) : (
                        <Chip size="small" variant="outlined" label="Not on sale" />
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      </Paper>
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={300} height={48} />
      <Skeleton variant="rounded" height={200} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
