import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

// The gateway refuses a bad argument with BAD_USER_INPUT and `extensions.argument` naming it as the
// input does (`input.services[1].quantity`, docs/api-errors.md). A form checks what it can before
// sending; where the gateway still refuses a field the form has, its words belong under that field,
// not in a banner above the form where the person has to work out which field was meant.

/** What the gateway refused: the argument's path as a form names fields (`services.1.quantity`), and its words. */
export interface RefusedArgument {
  path: string;
  message: string;
}

/**
 * An argument as a form's field path: `input.` dropped (a mutation's one input object), list
 * places as path parts, `input.pricing[1].clicks` as `pricing.1.clicks`, `clicks` as `clicks`.
 */
export const argumentPath = (argument: string) => argument.replace(/^input\./, '').replace(/\[(\d+)\]/g, '.$1');

/** The argument the gateway refused with BAD_USER_INPUT, and its words; null for any other failure, or one naming no argument. */
export function refusedArgument(error: unknown): RefusedArgument | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  const argument = first?.extensions?.argument;
  if (first?.extensions?.code !== 'BAD_USER_INPUT' || typeof argument !== 'string') return null;
  return { path: argumentPath(argument), message: first.message };
}

/**
 * Shows the gateway's refusal of an argument under the form's field for it, and answers whether it
 * did: `fieldOf` names the field a refused path is (the path itself, for a form whose fields are
 * named as the input's), or null where the form has none, when the caller shows the failure as ever.
 */
export function showUnderField<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf: (path: string) => FieldPath<Values> | null,
): boolean {
  const refused = refusedArgument(error);
  const field = refused && fieldOf(refused.path);
  if (!refused || !field) return false;
  setError(field, { type: 'gateway', message: refused.message }, { shouldFocus: true });
  return true;
}

/** A `fieldOf` for a form whose fields are named as its input's: the refused path when it is one of `fields`. */
export const oneOf =
  <Field extends string>(fields: readonly Field[]) =>
  (path: string): Field | null =>
    fields.find((field) => field === path) ?? null;
