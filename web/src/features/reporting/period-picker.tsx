import { memo, useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ReadySuspense } from '../../components/loading/ready-suspense';
import { lazyChunk } from '../../lib/lazy-chunk';
import { monthlyProblem, presetLabels, type Grouping, type PeriodPreset, type ReportPeriod } from './period';

const { Component: CustomRange, load: loadCustomRange } = lazyChunk(() => import('./custom-range'));
const presets = Object.keys(presetLabels) as PeriodPreset[];

interface Props {
  period: ReportPeriod;
  today: string;
  onChoose: (preset: PeriodPreset, range?: { from: string; to: string }) => void;
  /** Offered where the report can be grouped by month. */
  onGroup?: (grouping: Grouping) => void;
  /** Why the period the link asked for is not the one shown (`unusedPeriod`); null when it is. */
  unused?: string | null;
}

/**
 * The report's period: a preset or a custom range, and by day or by month. Drawn again only when
 * its own props change, not with each render of its screen (the Tokens screen renders again once
 * its report's tags are known, in the frames that show the report).
 */
export const PeriodPicker = memo(function PeriodPicker({ period, today, onChoose, onGroup, unused }: Props) {
  const [custom, setCustom] = useState(period.preset === 'custom');
  // By month is not offered for a range whose whole months the gateway would refuse; it says why.
  const byMonthRefused = onGroup && period.preset === 'custom' ? monthlyProblem(period.from, period.to) : null;
  // Another link or Back changed the period: show it (adjusted while rendering, not in an effect).
  const [shownPreset, setShownPreset] = useState(period.preset);
  if (shownPreset !== period.preset) {
    setShownPreset(period.preset);
    setCustom(period.preset === 'custom');
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flexWrap: 'wrap', gap: 2, alignItems: { sm: 'flex-start' } }} id="report-period">
      <TextField
        select
        fullWidth={false}
        size="small"
        label="Period"
        value={custom ? 'custom' : period.preset}
        onChange={(event) => {
          const preset = event.target.value as PeriodPreset;
          setCustom(preset === 'custom');
          if (preset !== 'custom') onChoose(preset);
        }}
        sx={{ minWidth: 180 }}
      >
        {presets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {presetLabels[preset]}
          </MenuItem>
        ))}
      </TextField>
      {custom && (
        <ReadySuspense ready={loadCustomRange()} fallback={<Skeleton variant="rounded" width={420} height={40} aria-label="Loading..." />}>
          <CustomRange
            key={`${period.from}/${period.to}`}
            from={period.from}
            to={period.to}
            today={today}
            grouping={onGroup ? period.grouping : 'daily'}
            onApply={(range) => onChoose('custom', range)}
          />
        </ReadySuspense>
      )}
      {onGroup && (
        <Box sx={{ maxWidth: { sm: 360 } }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={period.grouping}
            onChange={(_, grouping: Grouping | null) => grouping && onGroup(grouping)}
            aria-label="Group by"
          >
            <ToggleButton value="daily">By day</ToggleButton>
            <ToggleButton value="monthly" disabled={!!byMonthRefused} aria-describedby={byMonthRefused ? 'by-month-refused' : undefined}>
              By month
            </ToggleButton>
          </ToggleButtonGroup>
          {byMonthRefused && (
            <Typography id="by-month-refused" variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {byMonthRefused}
            </Typography>
          )}
        </Box>
      )}
      {unused && (
        // Beside the period shown, so the figures are not read as the period the link asked for.
        <Alert severity="warning" role="status" data-testid="unused-period" sx={{ flexBasis: '100%' }}>
          {unused}
        </Alert>
      )}
    </Box>
  );
});
