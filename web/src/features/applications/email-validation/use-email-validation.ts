import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import type { EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { describeFailure } from '../../../components/failure/failure-presentation';
import { useFailure } from '../../../components/failure/use-failure';
import { sessionStore } from '../../../lib/session/session-store';
import { emailDraft } from './email-draft';
import { emailFormSchema, parseEmailList, replaceEmail, type EmailForm } from './email-list';
import { isNotChecked } from './email-results';
import { emailResultsKept } from './email-results-kept';
import { rowsForList, sameList, withVerdicts } from './email-results-list';
import { useEmailDraft } from './use-email-draft';
import { EmailValidationQuery } from './use-email-validation-documents';

export type Row = EmailResultsTable_ValidationFragment;

/** Verdicts and the list they are for: the addresses as sent, in order, one row each. */
interface Results {
  /** Which Validate gave them: an answer asked for by an earlier one goes nowhere. */
  run: number;
  /** The box's text as they were given for it, kept with them (email-results-kept.ts). */
  text: string;
  list: readonly string[];
  rows: Row[];
}

let runs = 0;

/**
 * The list being typed or pasted, and the verdicts on it: all at once on Validate, one row again
 * when the person takes a suggested address instead, and the rows not checked yet (a time-out, a
 * trial run out of clicks) checked again on their own. Verdicts belong to the list they were given
 * for: once the box holds another list they are stale, and a new Validate puts them away before it
 * asks, so a failure is never shown above the last list's verdicts. A list not yet answered for is
 * kept as the user's draft (email-draft.ts), and the last verdicts with their list for the account
 * (email-results-kept.ts): each comes back with the screen.
 */
export function useEmailValidation(accountId: string) {
  const client = useApolloClient();
  // The draft is the user's who opened the screen (the frame opens it afresh for each user).
  const [userId] = useState(() => sessionStore.get()?.id);
  const [draft] = useState(() => (userId ? emailDraft.read(userId) : ''));
  const [results, setResults] = useState<Results | null>(() => {
    const kept = userId ? emailResultsKept.read(userId, accountId) : null;
    return kept && { run: ++runs, text: kept.text, list: kept.list, rows: kept.rows };
  });
  const [pendingRow, setPendingRow] = useState<number | null>(null);
  const [rechecking, setRechecking] = useState(false);
  const recheckAsked = useRef(false);
  const failure = useFailure('validate the e-mail addresses');
  // A draft is what was typed after the verdicts, or without any; else the box holds what they answer.
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { text: draft || (results?.text ?? '') } });
  const text = useWatch({ control: form.control, name: 'text' });
  const list = parseEmailList(text);
  const stale = results !== null && !sameList(results.list, list.emails);

  // The latest results, for answers that arrive after other changes, or after the screen has closed.
  const latest = useRef(results);
  const open = useRef(false);
  useEffect(() => {
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const keep = (next: Results | null) => {
    if (userId && sessionStore.get()?.id === userId) emailResultsKept.keep(userId, next && { accountId, text: next.text, list: next.list, rows: next.rows });
  };
  /** Shows what `update` makes of the latest results, and keeps it for the tab. */
  const show = (update: (current: Results | null) => Results | null) => {
    if (!open.current) return keepLate(update);
    const next = update(latest.current);
    latest.current = next;
    setResults(next);
    keep(next);
  };
  /**
   * An answer that comes once the screen has closed (Home, then Back, before it came) was paid for
   * all the same: it goes into what is kept for the tab, where that is still what this screen left
   * there (the screen opened again since may have been given other verdicts).
   */
  const keepLate = (update: (current: Results | null) => Results | null) => {
    const left = latest.current;
    const kept = userId ? emailResultsKept.read(userId, accountId) : null;
    if (left === null ? kept !== null : kept === null || !sameList(kept.list, left.list)) return;
    keep(update(kept && left && { ...kept, run: left.run }));
  };

  const validate = async (emails: readonly string[]): Promise<Row[]> => {
    const { data } = await client.query({
      query: EmailValidationQuery,
      variables: { accountId, emails: [...emails] },
      fetchPolicy: 'no-cache',
      errorPolicy: 'none',
    });
    return data.emailValidation;
  };

  // Made on the event, not in render: what it does reads the latest results (a ref).
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(validateList)(event);
  const validateList = async (values: EmailForm) => {
    failure.clear();
    show(() => null);
    const emails = parseEmailList(values.text).emails;
    try {
      const rows = await validate(emails);
      show(() => ({ run: ++runs, text: values.text, list: emails, rows }));
    } catch (error) {
      failure.report(error);
    }
  };

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
    const updated: Results = { run: results.run, text: nextText, list: next, rows };
    show(() => updated);
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
    // Only into the results it was asked for, the list as it was: a Validate since then has its own,
    // and another suggestion taken since has moved the rows. Rows checked again meanwhile move none.
    show((current) =>
      current && current.run === updated.run && sameList(current.list, updated.list)
        ? { ...current, rows: current.rows.map((r, i) => (i === missing ? replacement : r)) }
        : current,
    );
    setPendingRow(null);
  };

  /**
   * Checks again only the rows not checked yet, each a click, and puts each verdict in its row: the
   * rows already answered were paid for once and are not sent again. Once at a time, however
   * often the button is pressed before it shows it is busy.
   */
  const recheck = async () => {
    if (!results || stale || recheckAsked.current) return;
    const emails = results.rows.filter(isNotChecked).map((row) => row.email);
    if (emails.length === 0) return;
    recheckAsked.current = true;
    setRechecking(true);
    const { run } = results;
    let answers: Row[];
    try {
      answers = await validate(emails);
    } catch (error) {
      // The failure belongs to the rows sent, so it is shown in them, as one row's is for Use this.
      const message = describeFailure(error, 'validate the addresses');
      answers = emails.map((email) => ({ email, status: null, reason: null, suggestion: null, failure: { code: 'ERROR', message } }));
    }
    show((current) => (current && current.run === run ? { ...current, rows: withVerdicts(current.rows, answers) } : current));
    recheckAsked.current = false;
    setRechecking(false);
  };

  const clear = () => {
    form.setValue('text', '');
    show(() => null);
    failure.clear();
  };

  const notChecked = results ? results.rows.filter(isNotChecked).length : 0;
  // Unsent until results show for this very list; a list changed since its results is unsent again.
  useEmailDraft(userId, draft, results === null || stale ? text : '');

  return {
    form,
    text,
    list,
    rows: results?.rows ?? null,
    stale,
    pendingRow,
    notChecked,
    rechecking,
    failure,
    submit,
    applySuggestion,
    recheck,
    clear,
  };
}

export type EmailValidationState = ReturnType<typeof useEmailValidation>;
