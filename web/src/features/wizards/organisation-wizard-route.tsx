import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { FailureMessage } from '../../components/failure/failure-message';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { OwnerStep } from './owner-step';
import { AccountsStep, OrganisationStep, ReviewStep } from './organisation-steps';
import { useOrganisationWizard } from './use-organisation-wizard';
import { organisationWizardTips } from './wizard-tips';

/** Creation Wizard: an organisation with its accounts, for the signed-in owner or (staff) a chosen user. */
export function Component() {
  const wizard = useOrganisationWizard();
  const { form, steps, active, next, back, ownerChosen, create, created, progress, failure, leftBehind } = wizard;
  useHelpTips('organisationWizard', organisationWizardTips);
  const step = steps[active]!;
  const last = active === steps.length - 1;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Creation Wizard
      </Typography>
      <Stepper id="organisation-wizard-steps" activeStep={active} alternativeLabel>
        {steps.map(({ label }) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          <form onSubmit={last ? create : (event) => (event.preventDefault(), void next())} noValidate aria-label={step.label}>
            <Stack spacing={3}>
              <Typography variant="h6" component="h2">
                {step.label}
              </Typography>
              {created && (
                <Alert
                  severity="success"
                  role="status"
                >{`${form.getValues('name').trim()} and its accounts have been created, but the portal has not switched to it yet.`}</Alert>
              )}
              <FailureMessage failure={failure} />
              {leftBehind.length > 0 && (
                <Alert severity="warning">{`Some of what was made could not be removed again (group ${leftBehind.join(', ')}). Ask the provider's support to remove it.`}</Alert>
              )}
              {step.label === 'Owner' && <OwnerStep control={form.control} onChosen={ownerChosen} />}
              {step.label === 'Organisation' && <OrganisationStep form={form} />}
              {step.label === 'Accounts' && <AccountsStep form={form} />}
              {step.label === 'Review' && <ReviewStep form={form} />}
              {progress && (
                <Stack spacing={1} role="status">
                  <LinearProgress variant="determinate" value={(100 * progress.step) / progress.steps} aria-label="Creating" />
                  <Typography variant="body2">{`${progress.doing} (${progress.step} of ${progress.steps})`}</Typography>
                </Stack>
              )}
              <Stack direction="row" spacing={2}>
                <Button onClick={back} disabled={active === 0 || form.formState.isSubmitting || !!created}>
                  Back
                </Button>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                  {submitLabel(last, !!created)}
                </Button>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Once the organisation exists, the button only switches to it (use-organisation-wizard.ts). */
function submitLabel(last: boolean, created: boolean): string {
  if (!last) return 'Next';
  return created ? 'Switch to the new organisation' : 'Create';
}
