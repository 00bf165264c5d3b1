import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import type { PaymentResult_ValidationFragment } from '../../../gql/graphql';
import { useFailure } from '../../../components/failure/use-failure';
import { oneOf, showUnderField } from '../../../lib/apollo/refused-field';
import { accountNumberProblem, bankAccountSchema, readIban, sayAtOnce, sortCodeProblem, type BankAccountForm } from './sort-code';
import { BankAccountValidationQuery } from './use-payment-validation-documents';

const FIELDS = ['sortCode', 'accountNumber'] as const;

/** The sort code and account number being checked, and the bank service's verdict on them. */
export function usePaymentValidation(accountId: string) {
  const client = useApolloClient();
  const [result, setResult] = useState<PaymentResult_ValidationFragment | null>(null);
  // The sort code as sent, so the result can say so when the service checked another one.
  const [givenSortCode, setGivenSortCode] = useState('');
  // A failure other than a refusal of the numbers (shown under their box) is shown beside the form.
  const failure = useFailure('validate the bank account');
  const form = useForm<BankAccountForm>({ resolver: zodResolver(bankAccountSchema), defaultValues: { sortCode: '', accountNumber: '' } });

  // A verdict belongs to the numbers it was given: editing either puts it away.
  const forget = () => {
    setResult(null);
    failure.clear();
    // So does the service's refusal of them (a 9-digit number may be refused for its sort code).
    for (const name of FIELDS) if (form.getFieldState(name).error?.type === 'gateway') form.clearErrors(name);
  };

  /**
   * Puts what the person typed or pasted into a box. A problem more typing cannot mend (an IBAN, too
   * many digits) is said at once; one already said is checked again, so it goes once mended.
   */
  const enter = (name: keyof BankAccountForm, value: string) => {
    form.setValue(name, value);
    const [problem, most] = name === 'sortCode' ? [sortCodeProblem, 6] : [accountNumberProblem, 10];
    if (sayAtOnce(value, problem, most) || form.getFieldState(name).error) void form.trigger(name);
  };

  /** Both boxes filled from a uk IBAN, when the person takes up the offer to use its sort code and account number. */
  const takeFromIban = (details: { sortCode: string; accountNumber: string }) => {
    forget();
    form.setValue('sortCode', details.sortCode);
    form.setValue('accountNumber', details.accountNumber);
    form.clearErrors();
  };

  // A uk IBAN in either box: its sort code and account number, offered.
  const [sortCode, accountNumber] = useWatch({ control: form.control, name: ['sortCode', 'accountNumber'] });
  const iban = readIban(accountNumber) ?? readIban(sortCode);

  const submit = form.handleSubmit(async (values) => {
    forget();
    try {
      const { data } = await client.query({
        query: BankAccountValidationQuery,
        variables: { accountId, sortCode: values.sortCode, accountNumber: values.accountNumber },
        fetchPolicy: 'no-cache',
        errorPolicy: 'none',
      });
      setGivenSortCode(values.sortCode);
      setResult(data.bankAccountValidation);
    } catch (error) {
      // The service refusing the sort code or account number as given: its words under that box.
      if (!showUnderField(error, form.setError, oneOf(FIELDS))) failure.report(error);
    }
  });

  return { control: form.control, submitting: form.formState.isSubmitting, submit, forget, enter, iban, takeFromIban, result, givenSortCode, failure };
}

export type PaymentValidationState = ReturnType<typeof usePaymentValidation>;
