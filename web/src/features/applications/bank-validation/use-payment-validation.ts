import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import type { PaymentResult_ValidationFragment } from '../../../gql/graphql';
import { useFailure } from '../../../components/failure/use-failure';
import { bankAccountSchema, type BankAccountForm } from './sort-code';
import { BankAccountValidationQuery } from './use-payment-validation-documents';

/** The sort code and account number being checked, and the bank service's verdict on them. */
export function usePaymentValidation(accountId: string) {
  const client = useApolloClient();
  const [result, setResult] = useState<PaymentResult_ValidationFragment | null>(null);
  // A SOAP fault is the service's word on these numbers: shown beside the form.
  const failure = useFailure('validate the bank account');
  const form = useForm<BankAccountForm>({ resolver: zodResolver(bankAccountSchema), defaultValues: { sortCode: '', accountNumber: '' } });

  // A verdict belongs to the numbers it was given: editing either puts it away.
  const forget = () => {
    setResult(null);
    failure.clear();
  };

  const submit = form.handleSubmit(async (values) => {
    forget();
    try {
      const { data } = await client.query({
        query: BankAccountValidationQuery,
        variables: { accountId, sortCode: values.sortCode, accountNumber: values.accountNumber },
        fetchPolicy: 'no-cache',
        errorPolicy: 'none',
      });
      setResult(data.bankAccountValidation);
    } catch (error) {
      failure.report(error);
    }
  });

  return { control: form.control, submitting: form.formState.isSubmitting, submit, forget, result, failure };
}

export type PaymentValidationState = ReturnType<typeof usePaymentValidation>;
