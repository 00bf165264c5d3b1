import type { EmailList } from './email-list';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The line under the box: how many addresses Validate will send (each a click), and what of the
 * text it leaves out, so the person sees before sending that a name or a phone number (no @) is
 * not sent or charged for, and a repeat is checked once.
 */
export function countNote(list: EmailList): string {
  if (list.emails.length === 0 && list.notEmails === 0) return 'One per line, or separated by commas or semicolons. Ctrl+Enter validates.';
  const leftOut = [
    ...(list.duplicates ? [`${plural(list.duplicates, 'repeat', 'repeats')} left out`] : []),
    ...(list.notEmails
      ? [list.notEmails === 1 ? '1 entry left out as not an e-mail address' : `${list.notEmails} entries left out as not e-mail addresses`]
      : []),
  ];
  return `${plural(list.emails.length, 'address', 'addresses')} to validate${leftOut.length ? ` (${leftOut.join('; ')})` : ''}. Ctrl+Enter validates.`;
}
