import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// The forms' labelled field: a TextField bound to one react-hook-form field, showing the field's
// error in place of its hint, as FormDateField does for a day. A `select` field takes its
// MenuItems as children. (The public pages use OutlinedField instead, for the login page's size.)

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
  /** Said under the field while it holds no error. */
  hint?: ReactNode;
};

export function FormTextField<Values extends FieldValues>({ control, name, hint, ...rest }: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
