import type { Page } from 'playwright-core';

/**
 * Types a date into one of the portal's date fields (web/src/components/date-field) as a person
 * does: into its day, month and year in turn, digits only, after clearing what it held. `date` is
 * written as the field shows it, dd/mm/yyyy.
 */
export async function typeDate(page: Page, label: string | RegExp, date: string): Promise<void> {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(date.replace(/\D/g, ''));
}

/** What a date field shows: its day, month and year as they read, 31/03/2027 (DD/MM/YYYY while empty). */
export async function dateShown(page: Page, label: string | RegExp): Promise<string> {
  const field = page.getByRole('group', { name: label });
  // The date picker is loaded with the first date field shown (web/src/components/date-field), so
  // a page's heading can be there before its date fields are.
  await field.getByRole('spinbutton', { name: 'Year' }).waitFor();
  const sections = await field.getByRole('spinbutton').allTextContents();
  return sections.join('/');
}
