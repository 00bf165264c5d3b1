import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CataloguePlanQuery as CataloguePlanData, PlanDetails_PlanFragment } from '../../gql/graphql';
import { routeTo, withSearch } from '../../lib/navigation';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { PlanPageLoading } from './plan-page-loading';

type PlanRef = QueryRef<CataloguePlanData, { id: string }, 'complete' | 'streaming' | 'empty'>;

/** The page shell of a plan's filters or comparisons: the title, the plan once loaded, its failure. */
export function PlanLinesPage({ title, planRef, children }: { title: string; planRef: PlanRef; children: (plan: PlanDetails_PlanFragment) => ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Suspense fallback={<PlanPageLoading />}>
        <Loaded planRef={planRef}>{children}</Loaded>
      </Suspense>
    </Stack>
  );
}

function Loaded({ planRef, children }: { planRef: PlanRef; children: (plan: PlanDetails_PlanFragment) => ReactNode }) {
  const { data, error } = useReadQuery(planRef);
  const failure = useFailure('load the plan', { watch: data ? undefined : error });
  const { search } = useLocation();
  const plan = data?.cataloguePlan;
  if (failure.message) return <FailureMessage failure={failure} />;
  if (!plan) return <Alert severity="info">There is no such plan.</Alert>;
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>
        For{' '}
        <Link component={RouterLink} to={withSearch(routeTo('/dataAdministration/plan/:planId', { planId: plan.id }), search)}>
          {plan.name}
        </Link>{' '}
        ({plan.territory})
      </Typography>
      {children(plan)}
    </>
  );
}
