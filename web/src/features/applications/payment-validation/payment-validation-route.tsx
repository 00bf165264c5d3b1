import { useState, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import type { PaymentResult_ValidationFragment } from '../../../gql/graphql';
import { failureText } from '../../../lib/apollo/failure';
import { useCurrentAccount } from '../../../lib/current-account';
import { FormAlert } from '../../../components/FormAlert';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../ApplicationPage';
import { PaymentResult } from './PaymentResult';
import { paymentValidationTips } from './payment-validation-tips';
import { accountNumberDigits, bankAccountSchema, maskSortCode, type BankAccountForm } from './sort-code';

export const BankAccountValidationQuery = graphql(`
  query BankAccountValidation($accountId: ID!, $sortCode: String!, $accountNumber: String!) {
    bankAccountValidation(accountId: $accountId, sortCode: $sortCode, accountNumber: $accountNumber) {
      ...PaymentResult_validation
    }
  }
`);

const title = 'Payment Validation';
const intro = 'Check that a UK sort code and account number belong together before you set up a payment or a Direct Debit. Each check counts one click.';

export function Component() {
  const { account } = useCurrentAccount();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account ? <PaymentValidation key={account.id} accountId={account.id} /> : <ChooseAccountFirst />}
    </ApplicationPage>
  );
}

function PaymentValidation({ accountId }: { accountId: string }) {
  const client = useApolloClient();
  const [result, setResult] = useState<PaymentResult_ValidationFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { sortCode: '', accountNumber: '' },
  });
  useHelpTips('paymentValidation', paymentValidationTips);

  // A verdict belongs to the numbers it was given: editing either puts it away.
  const forget = () => {
    setResult(null);
    setFailure(null);
  };

  const submit = handleSubmit(async (values) => {
    forget();
    try {
      const { data } = await client.query({
        query: BankAccountValidationQuery,
        variables: { accountId, sortCode: values.sortCode, accountNumber: values.accountNumber },
        fetchPolicy: 'no-cache',
        errorPolicy: 'none',
        // A SOAP fault is the service's word on these numbers: shown beside the form, not in a dialog.
        context: { skipErrorDialog: true },
      });
      setResult(data.bankAccountValidation);
    } catch (error) {
      setFailure(failureText(error, 'validate the bank account'));
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Card variant="outlined">
        <CardContent>
          <form onSubmit={submit} noValidate aria-label="Validate a bank account">
            <Stack spacing={2.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  control={control}
                  name="sortCode"
                  render={({ field, fieldState }) => (
                    <TextField
                      id="sort-code"
                      label="Sort code"
                      placeholder="00-00-00"
                      autoFocus
                      autoComplete="off"
                      value={field.value}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => {
                        const input = event.target;
                        const masked = maskSortCode(input.value, input.selectionStart ?? input.value.length);
                        // Written straight into the box first, so the caret stays beside the digit just typed.
                        input.value = masked.value;
                        input.setSelectionRange(masked.caret, masked.caret);
                        field.onChange(masked.value);
                        forget();
                      }}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? 'Six digits'}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'sort-code-input' } }}
                      sx={{ maxWidth: { sm: 200 } }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="accountNumber"
                  render={({ field, fieldState }) => (
                    <TextField
                      id="account-number"
                      label="Account number"
                      placeholder="12345678"
                      autoComplete="off"
                      value={field.value}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => {
                        field.onChange(accountNumberDigits(event.target.value));
                        forget();
                      }}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? '6 to 10 digits'}
                      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'account-number-input' } }}
                      sx={{ maxWidth: { sm: 260 } }}
                    />
                  )}
                />
              </Stack>
              <Box>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  Validate
                </Button>
              </Box>
            </Stack>
          </form>
        </CardContent>
      </Card>
      {failure ? (
        <div data-testid="bank-failure">
          <FormAlert message={failure} />
        </div>
      ) : result ? (
        <PaymentResult result={result} />
      ) : (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>Enter a sort code and account number, then Validate to see whether they pass the banks&apos; checks.</Typography>
        </Box>
      )}
    </Stack>
  );
}
