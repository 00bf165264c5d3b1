import type { ReactNode } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field';

/** A DateField bound to a react-hook-form field holding a day (yyyy-mm-dd text), showing the field's error in place of its hint. */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  hint,
  ...rest
}: {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  minDay?: string;
  maxDay?: string;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
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
