import Stack from '@mui/material/Stack';
import { useCurrentAccount } from '../../../lib/current-account';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../application-page';
import { maxEmails } from './email-list';
import { EmailValidationForm } from './email-validation-form';
import { EmailValidationResults } from './email-validation-results';
import { emailValidationTips } from './email-validation-tips';
import { useEmailValidation } from './use-email-validation';

const title = 'Email Validation';
const intro = `Check whether mail to an address will be delivered before you send it. Enter one address or paste a list of up to ${maxEmails}; each address checked counts one click.`;

export function Component() {
  const { account } = useCurrentAccount();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account ? <EmailValidation key={account.id} accountId={account.id} /> : <ChooseAccountFirst />}
    </ApplicationPage>
  );
}

function EmailValidation({ accountId }: { accountId: string }) {
  const validation = useEmailValidation(accountId);
  useHelpTips('emailValidation', emailValidationTips);
  return (
    <Stack spacing={3}>
      <EmailValidationForm validation={validation} />
      <EmailValidationResults validation={validation} />
    </Stack>
  );
}
