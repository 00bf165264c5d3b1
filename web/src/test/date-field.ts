import { fireEvent, screen } from '@testing-library/react';

/**
 * Fills a DateField (components/date-field) with a date written as people do, dd/mm/yyyy, as a
 * browser's autofill does: jsdom cannot type into the field's sections (the browser tests do that).
 * Waits for the picker to load first.
 */
export async function fillDate(label: string | RegExp, text: string): Promise<void> {
  const field = await screen.findByRole('group', { name: label });
  const input = field.querySelector('input');
  if (!input) throw new Error(`The date field ${String(label)} has no input`);
  fireEvent.change(input, { target: { value: text } });
}

/** What a DateField shows, as a person reads it: its sections joined, 14/10/2026. */
export async function dateShown(label: string | RegExp): Promise<string> {
  const field = await screen.findByRole('group', { name: label });
  return [...field.querySelectorAll('[role="spinbutton"]')].map((section) => section.textContent).join('/');
}
