import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import type { EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { describeFailure } from '../../../components/failure/failure-presentation';
import { useFailure } from '../../../components/failure/use-failure';
import { emailFormSchema, parseEmailList, replaceEmail, type EmailForm } from './email-list';
import { EmailValidationQuery } from './use-email-validation-documents';

export type Row = EmailResultsTable_ValidationFragment;

/**
 * The list being typed or pasted, and the verdicts on it: all at once on Validate, and one row
 * again when the person takes a suggested address instead.
 */
export function useEmailValidation(accountId: string) {
  const client = useApolloClient();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [pendingRow, setPendingRow] = useState<number | null>(null);
  const failure = useFailure('validate the e-mail addresses');
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { text: '' } });
  const text = useWatch({ control: form.control, name: 'text' });

  const validate = async (emails: string[]): Promise<Row[]> => {
    const { data } = await client.query({ query: EmailValidationQuery, variables: { accountId, emails }, fetchPolicy: 'no-cache', errorPolicy: 'none' });
    return data.emailValidation;
  };

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      setRows(await validate(parseEmailList(values.text).emails));
    } catch (error) {
      failure.report(error);
    }
  });

  const applySuggestion = async (index: number) => {
    const suggestion = rows?.[index]?.suggestion;
    if (!rows || !suggestion) return;
    form.setValue('text', replaceEmail(form.getValues('text'), rows[index].email, suggestion));
    setPendingRow(index);
    // A failure here belongs to the one row, so it is shown in that row.
    const failed = (message: string): Row => ({ email: suggestion, status: null, reason: null, suggestion: null, failure: { code: 'ERROR', message } });
    let replacement: Row;
    try {
      replacement = (await validate([suggestion]))[0] ?? failed('The service gave no answer for this address.');
    } catch (error) {
      replacement = failed(describeFailure(error, 'validate the address'));
    }
    setRows((current) => current?.map((row, i) => (i === index ? replacement : row)) ?? null);
    setPendingRow(null);
  };

  const clear = () => {
    form.setValue('text', '');
    setRows(null);
    failure.clear();
  };

  return { form, text, list: parseEmailList(text), rows, pendingRow, failure, submit, applySuggestion, clear };
}

export type EmailValidationState = ReturnType<typeof useEmailValidation>;
