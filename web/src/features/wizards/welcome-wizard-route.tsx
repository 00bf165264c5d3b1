import { Suspense, useState } from 'react';
import { useQueryRefHandlers, useReadQuery, type QueryRef } from '@apollo/client/react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { WelcomeWizardQuery as WelcomeData, WelcomeWizardQueryVariables } from '../../gql/graphql';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { WelcomeWizardQuery } from './welcome-documents';
import { firstStepToDo, isDone, welcomeSteps, type WelcomeState } from './welcome-progress';
import { AccountNameStep, CompanyStep, InviteStep, ServicesStep } from './welcome-steps';
import { welcomeWizardTips } from './wizard-tips';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const organisationId = current.organisation?.id;
  const accountId = current.account?.id;
  if (!organisationId || !accountId) return { welcome: null };
  return { welcome: preloadQuery(WelcomeWizardQuery, { variables: { organisationId, accountId }, errorPolicy: 'all' }) };
}

type WelcomeRef = QueryRef<WelcomeData, WelcomeWizardQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { welcome } = useScreenData<typeof loader>();
  useHelpTips('welcomeWizard', welcomeWizardTips);
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Welcome
      </Typography>
      {welcome ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label="Loading..." />}>
          <Wizard welcome={welcome} />
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account of your organisation first, with Change Account.</Typography>
      )}
    </Stack>
  );
}

function Wizard({ welcome }: { welcome: WelcomeRef }) {
  const { data, error } = useReadQuery(welcome);
  const { refetch } = useQueryRefHandlers(welcome);
  const failure = useFailure('load your organisation', { watch: data?.organisation ? undefined : error });
  const state = data?.organisation && data.account ? welcomeState(data) : null;
  const [active, setActive] = useState(() => (state ? firstStepToDo(state) : 0));
  if (!data?.organisation || !data.account || !state) return <FailureMessage failure={failure} />;

  const done = () => {
    void refetch();
    setActive((step) => Math.min(step + 1, welcomeSteps.length - 1));
  };
  const step = welcomeSteps[active]!;
  return (
    <Stack spacing={3}>
      <Stepper id="welcome-wizard-steps" activeStep={active} nonLinear alternativeLabel>
        {welcomeSteps.map((label, index) => (
          <Step key={label} completed={isDone(label, state)}>
            <StepButton onClick={() => setActive(index)}>{label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {step}
          </Typography>
          {step === 'Company details' && <CompanyStep organisation={data.organisation.group} onDone={done} />}
          {step === 'First account' && <AccountNameStep account={data.account.group} onDone={done} onBack={() => setActive(0)} />}
          {step === 'Invite colleagues' && (
            <InviteStep groupId={data.account.group.id} invitations={data.account.invitations} onDone={done} onBack={() => setActive(1)} />
          )}
          {step === 'Your services' && <ServicesStep plans={data.accountPlans ?? []} onBack={() => setActive(2)} />}
        </CardContent>
      </Card>
    </Stack>
  );
}

function welcomeState(data: WelcomeData): WelcomeState {
  const account = data.account!;
  return {
    organisation: data.organisation!.group,
    account: account.group,
    // The account's users count the organisation's too (held above it), the owner among them.
    colleagues: account.users.totalCount - 1 + account.invitations.length,
  };
}
