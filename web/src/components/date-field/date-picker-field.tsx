import { useEffect, useRef, useState } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/en-au';
import { currentTerritory } from '../../lib/territory';
import { DAY_FORMAT, dayLocales, INVALID_DAY, isDay } from './day';
import type { DateFieldProps } from './date-field';

const parse = (day: string): Dayjs | null => (isDay(day) ? dayjs(day) : null);

/** What the picker holds, as the form's day: yyyy-mm-dd, '' for none, INVALID_DAY while half typed. */
function toDay(value: Dayjs | null): string {
  if (value === null) return '';
  return value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DAY;
}

/**
 * MUI X's date picker in the territory's format (dd/mm/yyyy, whatever the browser's locale), typed
 * into or chosen from a calendar. It keeps what is half typed itself: the form only hears a whole
 * day, none, or that what is there is not a date yet.
 */
export default function DatePickerField({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  error,
  helperText,
  minDay,
  maxDay,
  fullWidth,
  size,
  inputRef,
  disabled,
}: DateFieldProps) {
  const [shown, setShown] = useState<Dayjs | null>(() => parse(value));
  // The last day this field told the form: a different value comes from the form (a reset, a default arriving).
  const told = useRef(value);
  useEffect(() => {
    if (value === told.current) return;
    told.current = value;
    setShown(parse(value));
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={dayLocales[currentTerritory()]}>
      <DatePicker
        label={label}
        value={shown}
        format={DAY_FORMAT}
        disabled={disabled}
        minDate={minDay ? dayjs(minDay) : undefined}
        maxDate={maxDay ? dayjs(maxDay) : undefined}
        onChange={(next) => {
          setShown(next);
          const day = toDay(next);
          told.current = day;
          onChange(day);
        }}
        slotProps={{
          textField: { name, required, error, helperText, fullWidth, size, onBlur, inputRef },
        }}
      />
    </LocalizationProvider>
  );
}
