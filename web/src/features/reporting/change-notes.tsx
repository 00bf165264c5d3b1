import { memo, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { pointLabel, type Grouping } from './period';
import type { ChartMarker } from './usage-chart';
import { changeShares, describeChange, largestChangesFirst, type NamedChange, type WeeklyChange } from './week-over-week';
import { count } from './format';

export interface LineChanges {
  name: string;
  changes: WeeklyChange[];
}

/** How much a week must change by to be pointed out; kept in the URL with the period. Drawn again only when its props change. */
export const ChangeShareField = memo(function ChangeShareField({ share, onChange }: { share: number; onChange: (share: number) => void }) {
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label="Point out weekly changes over"
      value={share}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 240 }}
      id="report-change-share"
    >
      {changeShares.map((option) => (
        <MenuItem key={option} value={option}>
          {option}%
        </MenuItem>
      ))}
    </TextField>
  );
});

const arrow = (change: WeeklyChange) => (change.change === null || change.change > 0 ? '▲' : '▼');
const percent = (change: WeeklyChange) => (change.change === null ? 'new' : `${Math.round(Math.abs(change.change) * 100)}%`);

/**
 * A vertical line at the start of each week that changed, saying which way and by how much; where
 * several lines changed that week, how many went up and how many down (which ones, the notes say).
 */
export function changeMarkers(lines: readonly LineChanges[], grouping: Grouping): ChartMarker[] {
  const byWeek = new Map<string, WeeklyChange[]>();
  for (const line of lines) {
    for (const change of line.changes) {
      const at = pointLabel(change.from, grouping);
      byWeek.set(at, [...(byWeek.get(at) ?? []), change]);
    }
  }
  return [...byWeek].map(([at, changes]) => ({ at, label: markerLabel(changes) }));
}

function markerLabel(changes: readonly WeeklyChange[]): string {
  if (changes.length === 1) return `${arrow(changes[0]!)} ${percent(changes[0]!)}`;
  const up = changes.filter((change) => arrow(change) === '▲').length;
  const down = changes.length - up;
  return [up && `${up} up`, down && `${down} down`].filter(Boolean).join(', ');
}

/** The notes shown until all are asked for: a report of many lines can have hundreds. */
export const FIRST_NOTES = 5;

/** A change in words: which line, which week, its clicks and how they compare with the week before's. */
function noteOf({ name, change }: NamedChange): string {
  const before = change.change === null ? '' : ` (${count(change.previous)})`;
  return `${name}, ${pointLabel(change.from, 'daily')} to ${pointLabel(change.to, 'daily')}: ${count(change.clicks)} clicks, ${describeChange(change)}${before}`;
}

/**
 * The changes pointed out on the chart, in words (the chart's arrows are a picture only), the
 * largest first; past the first few, the rest on asking. Shown all, they are folded again when
 * the report's figures or the share change.
 */
export function ChangeNotes({ changes, share }: { changes: readonly LineChanges[]; share: number }) {
  const notes = useMemo(() => largestChangesFirst(changes), [changes]);
  const [allOf, setAllOf] = useState<readonly NamedChange[] | null>(null);
  const firstMore = useRef<HTMLLIElement>(null);
  const listId = useId();
  if (!notes.length) return null;
  const all = allOf === notes;
  const shown = all ? notes : notes.slice(0, FIRST_NOTES);
  const showAll = () => {
    flushSync(() => setAllOf(notes));
    // A screen reader carries on where the list does, not after it at the button.
    firstMore.current?.focus();
  };
  return (
    <Alert severity="info" role="note" sx={{ mt: 2 }} data-testid="weekly-changes">
      Weeks whose clicks changed by more than {share}% on the week before{notes.length > 1 ? ', the largest first' : ''}:
      <ul id={listId} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {shown.map((note, index) => (
          // One text node a note, rather than one for each part of it: thousands of small text
          // nodes were a large part of the Tokens report's layout with all its notes shown.
          <li key={note.name + note.change.from} ref={index === FIRST_NOTES ? firstMore : undefined} tabIndex={index === FIRST_NOTES ? -1 : undefined}>
            {noteOf(note)}
          </li>
        ))}
      </ul>
      {notes.length > FIRST_NOTES && (
        <Button size="small" sx={{ mt: 0.5 }} aria-controls={listId} onClick={all ? () => setAllOf(null) : showAll}>
          {all ? `Show only the ${FIRST_NOTES} largest` : `Show all ${count(notes.length)} changes`}
        </Button>
      )}
    </Alert>
  );
}
