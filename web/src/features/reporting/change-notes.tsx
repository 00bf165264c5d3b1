import { memo } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { pointLabel, type Grouping } from './period';
import type { ChartMarker } from './usage-chart';
import { changeShares, describeChange, type WeeklyChange } from './week-over-week';
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

/** A vertical line at the start of each week that changed, saying which way and by how much. */
export function changeMarkers(lines: readonly LineChanges[], grouping: Grouping): ChartMarker[] {
  const byWeek = new Map<string, string[]>();
  for (const line of lines) {
    for (const change of line.changes) {
      const at = pointLabel(change.from, grouping);
      byWeek.set(at, [...(byWeek.get(at) ?? []), `${arrow(change)} ${percent(change)}`]);
    }
  }
  return [...byWeek].map(([at, labels]) => ({ at, label: labels.join(' ') }));
}

/** The changes pointed out on the chart, in words (the chart's arrows are a picture only). */
export function ChangeNotes({ changes, share }: { changes: readonly LineChanges[]; share: number }) {
  if (!changes.length) return null;
  return (
    <Alert severity="info" role="note" sx={{ mt: 2 }} data-testid="weekly-changes">
      Weeks whose clicks changed by more than {share}% on the week before:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {changes.flatMap((line) =>
          line.changes.map((change) => (
            // One text node a note, rather than one for each part of it: the Tokens report has some
            // 240 notes, and thousands of small text nodes were a large part of its layout.
            <li key={line.name + change.from}>
              {`${line.name}, ${pointLabel(change.from, 'daily')} to ${pointLabel(change.to, 'daily')}: ${count(change.clicks)} clicks, ${describeChange(change)} (${count(change.previous)})`}
            </li>
          )),
        )}
      </ul>
    </Alert>
  );
}
