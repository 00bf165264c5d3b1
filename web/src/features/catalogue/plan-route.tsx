import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useApolloClient, useMutation, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PlanDetails_PlanFragment } from '../../gql/graphql';
import { formatPrice } from '../../lib/money';
import { routeTo, useNavigateKeepingSearch, withSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { DetailList } from '../../components/detail-list';
import { openDialog } from '../../components/dialogs/dialog-store';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CataloguePlanQuery, DeletePlanMutation } from './catalogue-documents';
import { auditLine, lastSaleDay, serviceNames, showDay } from './catalogue-format';
import { planTips } from './data-administration-tips';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { plan: preloadQuery(CataloguePlanQuery, { variables: { id: params.planId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

/** One plan of the catalogue: its terms, tiers, filters and comparison lines, and who changed it when. */
export function Component() {
  const { plan } = useScreenData<typeof loader>();
  useHelpTips('dataAdministrationPlan', planTips);
  return (
    <Suspense fallback={<PlanPageLoading />}>
      <PlanPage planRef={plan} />
    </Suspense>
  );
}

function PlanPage({ planRef }: { planRef: ReturnType<typeof loader>['plan'] }) {
  const { data, error } = useReadQuery(planRef);
  const failure = useFailure('load the plan', { watch: data ? undefined : error });
  const plan = data?.cataloguePlan;
  if (failure.message || !plan) {
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Plan
        </Typography>
        <FailureMessage failure={failure} />
        {!failure.message && <Alert severity="info">There is no such plan.</Alert>}
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {plan.name}
      </Typography>
      <PlanActions plan={plan} />
      <PlanTerms plan={plan} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Lines title="Filters" empty="No filters: the shop lists the plan under none.">
            {plan.filters.map((filter) => (
              <li key={filter.id}>
                {filter.description}{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  ({filter.category})
                </Typography>
              </li>
            ))}
          </Lines>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Lines title="Comparisons" empty="No comparison lines.">
            {plan.comparisons.map((line) => (
              <li key={line.id}>{line.description}</li>
            ))}
          </Lines>
        </Grid>
      </Grid>
    </Stack>
  );
}

function PlanActions({ plan }: { plan: PlanDetails_PlanFragment }) {
  const { search } = useLocation();
  const navigate = useNavigateKeepingSearch();
  const client = useApolloClient();
  const [deletePlan, deleting] = useMutation(DeletePlanMutation);
  const failure = useFailure('delete the plan');
  const to = (path: Parameters<typeof withSearch>[0]) => withSearch(path, search);

  const remove = async () => {
    failure.clear();
    const sure = await openDialog({
      kind: 'question',
      title: 'Delete plan',
      message: `Delete ${plan.name}? The shop stops offering it, and this cannot be undone.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (!sure) return;
    try {
      await deletePlan({ variables: { id: plan.id } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'CataloguePlan', id: plan.id }) });
      navigate('/dataAdministration');
    } catch (error) {
      failure.report(error);
    }
  };

  return (
    <Stack spacing={2}>
      <FailureMessage failure={failure} />
      <Stack id="plan-actions" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={to(routeTo('/dataAdministration/plan/:planId/edit', { planId: plan.id }))}>
          Edit plan
        </Button>
        <Button variant="outlined" component={RouterLink} to={to(routeTo('/dataAdministration/plan/:planId/edit/filters', { planId: plan.id }))}>
          Filters
        </Button>
        <Button variant="outlined" component={RouterLink} to={to(routeTo('/dataAdministration/plan/:planId/edit/comparisons', { planId: plan.id }))}>
          Comparisons
        </Button>
        <Button color="error" variant="outlined" loading={deleting.loading} disabled={(plan.subscriptionCount ?? 0) > 0} onClick={() => void remove()}>
          Delete plan
        </Button>
      </Stack>
      {(plan.subscriptionCount ?? 0) > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {plan.subscriptionCount === 1 ? 'One subscription holds' : `${plan.subscriptionCount} subscriptions hold`} this plan, so it cannot be deleted; end its
          sale instead.
        </Typography>
      )}
    </Stack>
  );
}

function PlanTerms({ plan }: { plan: PlanDetails_PlanFragment }) {
  const rows: [string, ReactNode][] = [
    ['Description', plan.description || '—'],
    ['Dataset', `${plan.dataset.name} (${plan.dataset.datasetRef})`],
    ['Service', serviceNames[plan.service]],
    ['Territory', plan.territory],
    ['Calculator', plan.calculator === 'bundle' ? 'Bundle' : 'Annual'],
    ['Duration', plan.calculator === 'bundle' ? 'Until used' : `${plan.duration} days`],
    ['On sale', `${showDay(plan.availableStart)} to ${plan.availableEnd ? showDay(lastSaleDay(plan.availableEnd)) : 'no end'}`],
    ['Formula', plan.formula || '—'],
    ['Allow test', plan.allowTest ? 'Yes' : 'No'],
    ['Display order', String(plan.displayOrder)],
    ['Created', auditLine(plan.createdDate, plan.createdBy)],
    ['Updated', auditLine(plan.updatedDate, plan.updatedBy)],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <DetailList rows={rows} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Price tiers
          </Typography>
          <Table size="small" aria-label="Price tiers">
            <TableHead>
              <TableRow>
                <TableCell align="right">Clicks</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.pricing.map((tier) => (
                <TableRow key={tier.clicks}>
                  <TableCell align="right">{tier.clicks.toLocaleString('en-GB')}</TableCell>
                  <TableCell align="right">{formatPrice(tier.price, plan.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Grid>
      </Grid>
    </Paper>
  );
}

function Lines({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children.length ? (
        <Box component="ol" aria-label={title} sx={{ m: 0, pl: 3 }}>
          {children}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
      )}
    </Paper>
  );
}

export { PlanPageLoading as Loading };
