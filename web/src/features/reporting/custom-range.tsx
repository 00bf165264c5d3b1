import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateField } from '../../components/date-field/date-field';
import { isDay } from '../../components/date-field/day';
import { daysIn, MAX_DAYS, monthlyProblem, type Grouping } from './period';

interface Props {
  from: string;
  to: string;
  today: string;
  /** The report's grouping: by month, a range is refused whose whole months the gateway would refuse. */
  grouping: Grouping;
  onApply: (range: { from: string; to: string }) => void;
}

/**
 * A custom range picked with the portal's date fields and applied together, so the report is not
 * asked for after each half of it. Loaded only when Custom range is chosen.
 */
export default function CustomRange({ from: initialFrom, to: initialTo, today, grouping, onApply }: Props) {
  const [fromDay, setFrom] = useState(initialFrom);
  const [toDayValue, setTo] = useState(initialTo);
  const problem =
    !isDay(fromDay) || !isDay(toDayValue)
      ? 'Enter both dates'
      : toDayValue < fromDay
        ? 'The end date must not be before the start date'
        : daysIn(fromDay, toDayValue) > MAX_DAYS
          ? `Choose a period of at most ${MAX_DAYS} days`
          : grouping === 'monthly'
            ? monthlyProblem(fromDay, toDayValue)
            : null;
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      aria-label="Custom range"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onApply({ from: fromDay, to: toDayValue });
      }}
    >
      <DateField label="From" name="from" value={fromDay} onChange={setFrom} maxDay={today} size="small" />
      <DateField
        label="To"
        name="to"
        value={toDayValue}
        onChange={setTo}
        maxDay={today}
        size="small"
        error={!!problem && isDay(fromDay) && isDay(toDayValue)}
        helperText={problem ?? undefined}
      />
      <Button type="submit" variant="outlined" disabled={!!problem} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 0.25 } }}>
        Apply
      </Button>
    </Stack>
  );
}
