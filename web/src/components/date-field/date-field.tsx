import { lazy, Suspense, type ReactNode, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import { DAY_HINT } from './day';

export interface DateFieldProps {
  label: string;
  /** The day as yyyy-mm-dd, '' for none (see day.ts). */
  value: string;
  /** Told a whole day (yyyy-mm-dd), '' when cleared, or INVALID_DAY while what is typed is not a date. */
  onChange: (day: string) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The first and last days the calendar offers, yyyy-mm-dd. */
  minDay?: string;
  maxDay?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

// MUI X's pickers and dayjs are large: they load with the first date field a screen shows, never
// with the screens that have none (the bundle budget holds every route's own chunk to 100 KB).
const DatePickerField = lazy(() => import('./date-picker-field'));

/**
 * The portal's one way to ask for a date: typed or picked from a calendar, in the territory's
 * format (dd/mm/yyyy) whatever the browser's locale. Until the picker has loaded, a plain field of
 * the same size holds its place.
 */
export function DateField(props: DateFieldProps) {
  const placeholder = (
    <TextField
      label={props.label}
      required={props.required}
      fullWidth={props.fullWidth}
      size={props.size}
      disabled
      placeholder={DAY_HINT}
      helperText={props.helperText}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
