import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../components/form-text-field';
import { requiredText } from '../../lib/free-text';

/** A filter has a category; a comparison line is its description alone. */
export const lineSchema = (withCategory: boolean) =>
  z.object({
    description: requiredText('Enter the description').max(200, 'At most 200 characters'),
    category: withCategory ? requiredText('Enter the category').max(100, 'At most 100 characters') : z.string(),
  });

export interface LineValues {
  description: string;
  category: string;
}

interface OrderedLineFormProps {
  withCategory: boolean;
  initial?: LineValues;
  submitLabel: string;
  onSubmit: (values: LineValues) => Promise<boolean>;
  onCancel?: () => void;
  label: string;
}

/** The words of one filter or comparison line. */
export function OrderedLineForm({ withCategory, initial, submitLabel, onSubmit, onCancel, label }: OrderedLineFormProps) {
  const { control, handleSubmit, formState, reset } = useForm<LineValues>({
    resolver: zodResolver(lineSchema(withCategory)),
    defaultValues: initial ?? { description: '', category: '' },
  });
  const submit = handleSubmit(async (values) => {
    const saved = await onSubmit(lineSchema(withCategory).parse(values));
    if (saved && !initial) reset({ description: '', category: values.category });
  });
  return (
    <Stack
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' }, width: '100%' }}
    >
      <FormTextField control={control} name="description" label="Description" size="small" required sx={{ flex: 2 }} />
      {withCategory && <FormTextField control={control} name="category" label="Category" size="small" required sx={{ flex: 1 }} />}
      <Stack direction="row" spacing={1}>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
