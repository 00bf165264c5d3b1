import { memo, useId, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { pointLabel, type Grouping } from './period';
import type { ChartMarker } from './usage-chart';
import { changeShares, describeChange, largestChangesFirst, type WeeklyChange } from './week-over-week';
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

/**
 * The changes pointed out on the chart, in words (the chart's arrows are a picture only), the
 * largest first; past the first few, the rest on asking.
 */
export function ChangeNotes({ changes, share }: { changes: readonly LineChanges[]; share: number }) {
  const notes = useMemo(() => largestChangesFirst(changes), [changes]);
  const [all, setAll] = useState(false);
  const listId = useId();
  if (!notes.length) return null;
  const shown = all ? notes : notes.slice(0, FIRST_NOTES);
  return (
    <Alert severity="info" role="note" sx={{ mt: 2 }} data-testid="weekly-changes">
      Weeks whose clicks changed by more than {share}% on the week before{notes.length > 1 ? ', the largest first' : ''}:
      <ul id={listId} style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {shown.map(({ name, change }) => (
          // One text node a note, rather than one for each part of it: thousands of small text
          // nodes were a large part of the Tokens report's layout with all its notes shown.
          <li key={name + change.from}>
            {`${name}, ${pointLabel(change.from, 'daily')} to ${pointLabel(change.to, 'daily')}: ${count(change.clicks)} clicks, ${describeChange(change)} (${count(change.previous)})`}
          </li>
        ))}
      </ul>
      {notes.length > FIRST_NOTES && (
        <Button size="small" sx={{ mt: 0.5 }} aria-controls={listId} aria-expanded={all} onClick={() => setAll((shown) => !shown)}>
          {all ? `Show the ${FIRST_NOTES} largest only` : `Show all ${count(notes.length)} changes`}
        </Button>
      )}
    </Alert>
  );
}
