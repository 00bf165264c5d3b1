// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reopenCloseDate, reopenCloseDateError } from './reopen-close-date';

const today = '2026-11-28';

describe('reopenCloseDate', () => {
  it.each([
    { case: 'won a month ago: a new day is needed', closeDate: '2026-10-29', expected: { required: true, initial: '' } },
    { case: 'lost yesterday', closeDate: '2026-11-27', expected: { required: true, initial: '' } },
    { case: 'closed today: today may stay', closeDate: today, expected: { required: false, initial: today } },
    { case: 'a close date still to come is offered', closeDate: '2026-12-31', expected: { required: false, initial: '2026-12-31' } },
  ])('$case', ({ closeDate, expected }) => {
    expect(reopenCloseDate(closeDate, today)).toEqual(expected);
  });
});

describe('reopenCloseDateError', () => {
  it.each([
    {
      case: 'nothing, for a past close date',
      value: '',
      closeDate: '2026-10-29',
      expected: 'Enter the day the lead is now expected to close: 29 Oct 2026 is past',
    },
    { case: 'nothing, keeping a close date to come', value: '', closeDate: '2026-12-31', expected: null },
    { case: 'half typed', value: 'invalid', closeDate: '2026-10-29', expected: 'Enter the expected close date as dd/mm/yyyy' },
    { case: 'yesterday', value: '2026-11-27', closeDate: '2026-10-29', expected: 'Enter an expected close date on or after 28/11/2026, today' },
    { case: 'today', value: today, closeDate: '2026-10-29', expected: null },
    { case: 'next year', value: '2027-03-31', closeDate: '2026-10-29', expected: null },
  ])('$case', ({ value, closeDate, expected }) => {
    expect(reopenCloseDateError(value, closeDate, today)).toBe(expected);
  });
});
