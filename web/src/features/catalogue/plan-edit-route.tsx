import { Suspense } from 'react';
import { useMutation, useReadQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CataloguePlanQuery, UpdatePlanMutation } from './catalogue-documents';
import { planFormTips } from './data-administration-tips';
import { PlanForm } from './plan-form';
import { planFormFrom } from './plan-form-values';
import { lastSaleDay } from './catalogue-format';
import { PlanPageLoading } from './plan-page-loading';

export function loader({ params, preloadQuery }: ScreenLoaderArgs) {
  return { plan: preloadQuery(CataloguePlanQuery, { variables: { id: params.planId ?? '' }, errorPolicy: 'all', fetchPolicy: 'network-only' }) };
}

export function Component() {
  const { plan } = useScreenData<typeof loader>();
  useHelpTips('dataAdministrationPlanForm', planFormTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        Edit Plan
      </Typography>
      <Suspense fallback={<PlanPageLoading />}>
        <EditPlan planRef={plan} />
      </Suspense>
    </Stack>
  );
}

function EditPlan({ planRef }: { planRef: ReturnType<typeof loader>['plan'] }) {
  const { data, error } = useReadQuery(planRef);
  const failure = useFailure('load the plan', { watch: data ? undefined : error });
  const navigate = useNavigateKeepingSearch();
  const [updatePlan] = useMutation(UpdatePlanMutation);
  const plan = data?.cataloguePlan;
  if (failure.message) return <FailureMessage failure={failure} />;
  if (!plan) return <Alert severity="info">There is no such plan.</Alert>;
  const back = () => navigate(routeTo('/dataAdministration/plan/:planId', { planId: plan.id }));
  return (
    <PlanForm
      action="save the plan"
      submitLabel="Save plan"
      initial={planFormFrom({
        ...plan,
        datasetId: plan.dataset.id,
        availableStart: plan.availableStart.slice(0, 10),
        availableEnd: plan.availableEnd ? lastSaleDay(plan.availableEnd) : null,
      })}
      onCancel={back}
      onSubmit={async (input) => {
        await updatePlan({ variables: { id: plan.id, input } });
        back();
      }}
    />
  );
}

export { PlanPageLoading as Loading };
