import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChangeNotes, FIRST_NOTES, changeMarkers, type LineChanges } from './change-notes';
import type { WeeklyChange } from './week-over-week';

/** A change of the week starting on `day` of November 2026, by `share` (null: up from none). */
const week = (day: number, share: number | null): WeeklyChange => {
  const from = new Date(Date.UTC(2026, 10, day)).toISOString();
  const to = new Date(Date.UTC(2026, 10, day + 6)).toISOString();
  return { from, to, clicks: 100, previous: share === null ? 0 : Math.round(100 / (1 + share)), change: share };
};

describe('ChangeNotes', () => {
  it('lists a few changes in full, the largest first', () => {
    const lines: LineChanges[] = [
      { name: 'website', changes: [week(2, 0.3)] },
      { name: 'crm', changes: [week(2, -0.6), week(9, null)] },
    ];
    render(<ChangeNotes changes={lines} share={25} />);
    const notes = screen.getByRole('note');
    expect(notes.textContent).toContain('Weeks whose clicks changed by more than 25% on the week before, the largest first:');
    expect(within(notes).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'crm, 9 Nov 2026 to 15 Nov 2026: 100 clicks, up from none the week before (0)',
      'crm, 2 Nov 2026 to 8 Nov 2026: 100 clicks, down 60% on the week before (250)',
      'website, 2 Nov 2026 to 8 Nov 2026: 100 clicks, up 30% on the week before (77)',
    ]);
    expect(within(notes).queryByRole('button')).toBeNull();
  });

  it('shows the largest of many until all are asked for, and can go back', async () => {
    // 20 tokens, each changing in three weeks: 60 notes.
    const lines: LineChanges[] = Array.from({ length: 20 }, (_, index) => ({
      name: `token-${index + 1}`,
      changes: [week(2, 0.3 + index / 100), week(9, -0.3), week(16, 0.4)],
    }));
    render(<ChangeNotes changes={lines} share={25} />);
    const notes = screen.getByRole('note');
    const items = () => within(notes).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items()).toHaveLength(FIRST_NOTES);
    // The first week's changes grow with the token's number, to 49% for token-20.
    expect(items()[0]).toBe('token-20, 2 Nov 2026 to 8 Nov 2026: 100 clicks, up 49% on the week before (67)');

    const more = within(notes).getByRole('button', { name: 'Show all 60 changes' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toBe(within(notes).getByRole('list'));
    await userEvent.click(more);
    expect(items()).toHaveLength(60);
    expect(items().filter((item) => item.startsWith('token-7,'))).toHaveLength(3);

    const fewer = within(notes).getByRole('button', { name: `Show the ${FIRST_NOTES} largest only` });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(fewer);
    expect(items()).toHaveLength(FIRST_NOTES);
  });

  it('says nothing when no week changed enough', () => {
    const { container } = render(<ChangeNotes changes={[]} share={25} />);
    expect(container.textContent).toBe('');
  });
});

describe('changeMarkers', () => {
  it('says by how much one line changed, and how many went each way where several did', () => {
    const lines: LineChanges[] = [
      { name: 'website', changes: [week(2, 0.3), week(9, -0.5)] },
      { name: 'crm', changes: [week(9, null), week(16, -0.6)] },
      { name: 'billing', changes: [week(9, -0.4)] },
    ];
    expect(changeMarkers(lines, 'daily')).toEqual([
      { at: '2 Nov 2026', label: '▲ 30%' },
      { at: '9 Nov 2026', label: '1 up, 2 down' },
      { at: '16 Nov 2026', label: '▼ 60%' },
    ]);
  });
});
