import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChangeNotes, FIRST_NOTES, changeMarkers, type LineChanges } from './change-notes';
import type { WeeklyChange } from './week-over-week';

/** The week starting on `day` of November 2026: `clicks` after `previous` the week before. */
const week = (day: number, clicks: number, previous: number): WeeklyChange => ({
  from: new Date(Date.UTC(2026, 10, day)).toISOString(),
  to: new Date(Date.UTC(2026, 10, day + 6)).toISOString(),
  clicks,
  previous,
  change: previous === 0 ? null : (clicks - previous) / previous,
});

describe('ChangeNotes', () => {
  it('lists a few changes in full, the largest first', () => {
    const lines: LineChanges[] = [
      { name: 'website', changes: [week(2, 130, 100)] },
      { name: 'crm', changes: [week(2, 40, 100), week(9, 20, 0)] },
    ];
    render(<ChangeNotes changes={lines} share={25} />);
    const notes = screen.getByRole('note');
    expect(notes.textContent).toContain('Weeks whose clicks changed by more than 25% on the week before, the largest first:');
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'crm, 2 Nov 2026 to 8 Nov 2026: 40 clicks, down 60% on the week before (100)',
      'website, 2 Nov 2026 to 8 Nov 2026: 130 clicks, up 30% on the week before (100)',
      'crm, 9 Nov 2026 to 15 Nov 2026: 20 clicks, up from none the week before',
    ]);
    expect(within(notes).queryByRole('button')).toBeNull();
  });

  /** 20 tokens, each changing in three weeks: 60 notes. The first week's change grows with the token's number. */
  const manyLines: LineChanges[] = Array.from({ length: 20 }, (_, index) => ({
    name: `token-${index + 1}`,
    changes: [week(2, 130 + index, 100), week(9, 70, 100), week(16, 140, 100)],
  }));
  const items = () =>
    within(screen.getByRole('note'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');

  it('shows the largest of many until all are asked for, reading on from the sixth, and can fold them again', async () => {
    render(<ChangeNotes changes={manyLines} share={25} />);
    expect(items()).toEqual([
      'token-20, 2 Nov 2026 to 8 Nov 2026: 149 clicks, up 49% on the week before (100)',
      'token-19, 2 Nov 2026 to 8 Nov 2026: 148 clicks, up 48% on the week before (100)',
      'token-18, 2 Nov 2026 to 8 Nov 2026: 147 clicks, up 47% on the week before (100)',
      'token-17, 2 Nov 2026 to 8 Nov 2026: 146 clicks, up 46% on the week before (100)',
      'token-16, 2 Nov 2026 to 8 Nov 2026: 145 clicks, up 45% on the week before (100)',
    ]);

    const list = within(screen.getByRole('note')).getByRole('list');
    const more = screen.getByRole('button', { name: 'Show all 60 changes' });
    expect(more.getAttribute('aria-controls')).toBe(list.id);
    await userEvent.click(more);
    expect(items()).toHaveLength(60);
    expect(items().filter((item) => item.startsWith('token-7,'))).toHaveLength(3);
    expect(document.activeElement?.textContent).toBe('token-15, 2 Nov 2026 to 8 Nov 2026: 144 clicks, up 44% on the week before (100)');

    await userEvent.click(screen.getByRole('button', { name: `Show only the ${FIRST_NOTES} largest` }));
    expect(items()).toHaveLength(FIRST_NOTES);
  });

  it('folds all the notes again when the share or the figures change', async () => {
    const { rerender } = render(<ChangeNotes changes={manyLines} share={25} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 60 changes' }));
    expect(items()).toHaveLength(60);
    rerender(<ChangeNotes changes={[...manyLines]} share={10} />);
    expect(items()).toHaveLength(FIRST_NOTES);
    expect(screen.getByRole('button', { name: 'Show all 60 changes' })).toBeTruthy();
  });

  it('says nothing when no week changed enough', () => {
    const { container } = render(<ChangeNotes changes={[]} share={25} />);
    expect(container.textContent).toBe('');
  });
});

describe('changeMarkers', () => {
  it('says by how much one line changed, and how many went each way where several did', () => {
    const lines: LineChanges[] = [
      { name: 'website', changes: [week(2, 130, 100), week(9, 50, 100)] },
      { name: 'crm', changes: [week(9, 20, 0), week(16, 40, 100)] },
      { name: 'billing', changes: [week(9, 60, 100)] },
    ];
    expect(changeMarkers(lines, 'daily')).toEqual([
      { at: '2 Nov 2026', label: '▲ 30%' },
      { at: '9 Nov 2026', label: '1 up, 2 down' },
      { at: '16 Nov 2026', label: '▼ 60%' },
    ]);
  });
});
