import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

// MUI's outlined TextField, put together from the same parts (FormControl, InputLabel,
// OutlinedInput, FormHelperText) as TextField puts it, so it looks and reads the same: the label
// names the input, the helper text describes it. TextField itself also imports Select for its
// `select` mode, and with it Menu, Popover and Modal: some 24 KB gzip that a page of plain text
// fields (the login page) would load for nothing.

export type OutlinedFieldProps = Pick<
  OutlinedInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'autoComplete' | 'autoFocus' | 'endAdornment' | 'inputProps' | 'disabled' | 'required'
> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  /** The input element itself (react-hook-form's `register` gives one, as does a form that focuses a field). */
  ref?: Ref<HTMLInputElement>;
};

/** A full-width outlined text field, as the theme makes every TextField. */
export function OutlinedField({ label, helperText, error = false, disabled, required, ref, ...input }: OutlinedFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} disabled={disabled} required={required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} inputRef={ref} aria-describedby={helperTextId} fullWidth />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
