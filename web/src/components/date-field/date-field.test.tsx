import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DateField } from './date-field';
import { INVALID_DAY, isDay, isDayOrEmpty } from './day';

/** A date field as a form holds it, showing the day the form was told. */
function Harness({ initial = '' }: { initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField label="Close date" name="closeDate" value={day} onChange={setDay} />
      <output data-testid="told">{day}</output>
    </>
  );
}

/** The field's text as a person reads it: its sections (day, month, year) in order. */
async function shown(): Promise<string> {
  const sections = await screen.findAllByRole('spinbutton');
  return sections.map((section) => section.textContent).join('/');
}

describe('DateField', () => {
  it('shows a day as dd/mm/yyyy, whatever the browser’s locale', async () => {
    render(<Harness initial="2026-12-25" />);
    expect(await shown()).toBe('25/12/2026');
    expect((await screen.findAllByRole('spinbutton')).map((section) => section.getAttribute('aria-label'))).toEqual(['Day', 'Month', 'Year']);
  });

  // Typing section by section, and half a date, need a real browser (e2e/tests/date-inputs.test.ts);
  // jsdom can fill the field's own input, as a browser's autofill does.
  it('tells the form a day as yyyy-mm-dd, and a cleared one as none', async () => {
    const { container } = render(<Harness />);
    await screen.findAllByRole('spinbutton');
    const input = container.querySelector<HTMLInputElement>('input[name="closeDate"]')!;
    fireEvent.change(input, { target: { value: '07/03/2027' } });
    await waitFor(() => expect(screen.getByTestId('told').textContent).toBe('2027-03-07'));
    expect(await shown()).toBe('07/03/2027');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('told').textContent).toBe(''));
  });
});

describe('days', () => {
  it.each([
    ['2027-03-07', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['07/03/2027', false],
    [INVALID_DAY, false],
    ['', false],
  ])('%j is a day: %s', (value, expected) => {
    expect(isDay(value)).toBe(expected);
    expect(isDayOrEmpty(value)).toBe(expected || value === '');
  });
});
