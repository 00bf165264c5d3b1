import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import type { EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { describeFailure } from '../../../components/failure/failure-presentation';
import { useFailure } from '../../../components/failure/use-failure';
import { sessionStore } from '../../../lib/session/session-store';
import { emailDraft } from './email-draft';
import { emailFormSchema, parseEmailList, replaceEmail, type EmailForm } from './email-list';
import { rowsForList, sameList } from './email-results-list';
import { EmailValidationQuery } from './use-email-validation-documents';

export type Row = EmailResultsTable_ValidationFragment;

/** Verdicts and the list they are for: the addresses as sent, in order, one row each. */
interface Results {
  list: string[];
  rows: Row[];
}

/**
 * The list being typed or pasted, and the verdicts on it: all at once on Validate, and one row
 * again when the person takes a suggested address instead. Verdicts belong to the list they were
 * given for: once the box holds another list they are stale, and a new Validate puts them away
 * before it asks, so a failure is never shown above the last list's verdicts. A list not yet
 * answered for is kept as the user's draft (email-draft.ts) and comes back with the screen.
 */
export function useEmailValidation(accountId: string) {
  const client = useApolloClient();
  // The draft is the user's who opened the screen (the frame opens it afresh for each user).
  const [userId] = useState(() => sessionStore.get()?.id);
  const [draft] = useState(() => (userId ? emailDraft.read(userId) : ''));
  const [results, setResults] = useState<Results | null>(null);
  const [pendingRow, setPendingRow] = useState<number | null>(null);
  const failure = useFailure('validate the e-mail addresses');
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { text: draft } });
  const text = useWatch({ control: form.control, name: 'text' });
  const list = parseEmailList(text);

  const validate = async (emails: string[]): Promise<Row[]> => {
    const { data } = await client.query({ query: EmailValidationQuery, variables: { accountId, emails }, fetchPolicy: 'no-cache', errorPolicy: 'none' });
    return data.emailValidation;
  };

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    setResults(null);
    const emails = parseEmailList(values.text).emails;
    try {
      setResults({ list: emails, rows: await validate(emails) });
    } catch (error) {
      failure.report(error);
    }
  });

  const applySuggestion = async (index: number) => {
    const row = results?.rows[index];
    const suggestion = row?.suggestion;
    if (!results || !row || !suggestion) return;
    const nextText = replaceEmail(form.getValues('text'), row.email, suggestion);
    const next = parseEmailList(nextText).emails;
    // The rows follow the list as it now is: a suggestion already listed is a repeat, checked once;
    // until its own verdict comes, the row keeps the old one.
    const known = results.rows.filter((_, i) => i !== index);
    const { rows, missing } = rowsForList(next, known, row);
    form.setValue('text', nextText);
    const updated: Results = { list: next, rows };
    setResults(updated);
    if (missing < 0) return;
    setPendingRow(missing);
    // A failure here belongs to the one row, so it is shown in that row.
    const failed = (message: string): Row => ({ email: suggestion, status: null, reason: null, suggestion: null, failure: { code: 'ERROR', message } });
    let replacement: Row;
    try {
      replacement = (await validate([suggestion]))[0] ?? failed('The service gave no answer for this address.');
    } catch (error) {
      replacement = failed(describeFailure(error, 'validate the address'));
    }
    // Only into the results it was asked for: a Validate since then has its own.
    setResults((current) => (current === updated ? { ...current, rows: current.rows.map((r, i) => (i === missing ? replacement : r)) } : current));
    setPendingRow(null);
  };

  const clear = () => {
    form.setValue('text', '');
    setResults(null);
    failure.clear();
  };

  const stale = results !== null && !sameList(results.list, list.emails);
  // Unsent until results show for this very list; a list changed since its results is unsent again.
  const unsent = results === null || stale ? text : '';
  useEffect(() => {
    if (userId && sessionStore.get()?.id === userId) emailDraft.keep(userId, unsent);
  }, [userId, unsent]);

  return { form, text, list, rows: results?.rows ?? null, stale, pendingRow, failure, submit, applySuggestion, clear };
}

export type EmailValidationState = ReturnType<typeof useEmailValidation>;
