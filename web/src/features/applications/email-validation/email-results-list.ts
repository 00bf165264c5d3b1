/**
 * Keeping the results in step with the list in the box: the same addresses, in the same order,
 * one row each, repeats counting once as the list reader counts them (by `emailKey`). Pure.
 */
import { emailKey } from './email-key';
import { isNotChecked, type EmailRow } from './email-results';

/** Whether two lists hold the same addresses in the same order (however written). */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((email, i) => emailKey(email) === emailKey(b[i] ?? ''));
}

/**
 * The rows for `list`, taking each address's verdict from `known` (spelt as the list spells it); an
 * address with none gets `placeholder`, and `missing` is where the first such stands (-1 if none).
 */
export function rowsForList<R extends { email: string }>(list: readonly string[], known: readonly R[], placeholder: R): { rows: R[]; missing: number } {
  const byKey = new Map(known.map((row) => [emailKey(row.email), row]));
  let missing = -1;
  const rows = list.map((email, index) => {
    const row = byKey.get(emailKey(email));
    if (row) return { ...row, email };
    if (missing < 0) missing = index;
    return placeholder;
  });
  return { rows, missing };
}

/**
 * The rows with the verdicts `answers` give for rows not checked yet, each in its place and spelt as
 * the list spells it; a row already checked keeps its verdict, and one `answers` says nothing of
 * stays as it was.
 */
export function withVerdicts<R extends EmailRow>(rows: readonly R[], answers: readonly R[]): R[] {
  const byKey = new Map(answers.map((answer) => [emailKey(answer.email), answer]));
  return rows.map((row) => {
    const answer = isNotChecked(row) ? byKey.get(emailKey(row.email)) : undefined;
    return answer ? { ...answer, email: row.email } : row;
  });
}
