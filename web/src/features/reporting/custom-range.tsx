import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { daysIn, MAX_DAYS } from './period';

const toDay = (value: Dayjs | null) => (value && value.isValid() ? value.format('YYYY-MM-DD') : null);

interface Props {
  from: string;
  to: string;
  today: string;
  onApply: (range: { from: string; to: string }) => void;
}

/**
 * A custom range picked with date pickers and applied together, so the report is not asked for
 * after each half of it. Loaded only when Custom range is chosen: the pickers are large.
 */
export default function CustomRange({ from: initialFrom, to: initialTo, today, onApply }: Props) {
  const [from, setFrom] = useState<Dayjs | null>(dayjs(initialFrom));
  const [to, setTo] = useState<Dayjs | null>(dayjs(initialTo));
  const fromDay = toDay(from);
  const toDayValue = toDay(to);
  const problem =
    !fromDay || !toDayValue
      ? 'Enter both dates'
      : toDayValue < fromDay
        ? 'The end date must not be before the start date'
        : daysIn(fromDay, toDayValue) > MAX_DAYS
          ? `Choose a period of at most ${MAX_DAYS} days`
          : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        aria-label="Custom range"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem && fromDay && toDayValue) onApply({ from: fromDay, to: toDayValue });
        }}
      >
        <DatePicker label="From" value={from} onChange={setFrom} maxDate={dayjs(today)} slotProps={{ textField: { size: 'small', name: 'from' } }} />
        <DatePicker
          label="To"
          value={to}
          onChange={setTo}
          maxDate={dayjs(today)}
          slotProps={{ textField: { size: 'small', name: 'to', error: !!problem && !!fromDay && !!toDayValue, helperText: problem ?? undefined } }}
        />
        <Button type="submit" variant="outlined" disabled={!!problem} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 0.25 } }}>
          Apply
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
