import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAccount } from '../../lib/current-account';
import { routeTo, useNavigateKeepingSearch } from '../../lib/navigation';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { CreatePlanMutation } from './catalogue-documents';
import { planFormTips } from './data-administration-tips';
import { PlanForm } from './plan-form';
import { emptyPlanForm } from './plan-form-values';

/** A new plan: once created, its page opens, where its filters and comparisons are added. */
export function Component() {
  const { territory } = useCurrentAccount();
  const navigate = useNavigateKeepingSearch();
  const [createPlan] = useMutation(CreatePlanMutation);
  useHelpTips('dataAdministrationPlanForm', planFormTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        Create Plan
      </Typography>
      <PlanForm
        action="create the plan"
        submitLabel="Create plan"
        initial={emptyPlanForm(territory, 1, new Date().toISOString().slice(0, 10))}
        onCancel={() => navigate('/dataAdministration')}
        onSubmit={async (input) => {
          const { data } = await createPlan({ variables: { input } });
          if (data) navigate(routeTo('/dataAdministration/plan/:planId', { planId: data.createPlan.id }));
        }}
      />
    </Stack>
  );
}
