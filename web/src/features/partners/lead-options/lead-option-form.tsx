import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { FailureMessage } from '../../../components/failure/failure-message';
import { FormTextField } from '../../../components/form-text-field';
import { useFailure } from '../../../components/failure/use-failure';
import { leadOptionSchema, REQUIREMENTS, type LeadOptionValues } from './lead-option-form-values';

interface LeadOptionFormProps {
  initial?: LeadOptionValues;
  submitLabel: string;
  action: string;
  onSubmit: (values: { option: string; requirement: string }) => Promise<void>;
  onCancel?: () => void;
  /** Names the form's fields apart from another form of the same kind on the page. */
  idPrefix: string;
}

/** The option and the service it belongs to; the service's refusal (a duplicate) shows above it. */
export function LeadOptionForm({ initial, submitLabel, action, onSubmit, onCancel, idPrefix }: LeadOptionFormProps) {
  const failure = useFailure(action);
  const { control, handleSubmit, formState, reset } = useForm<LeadOptionValues>({
    resolver: zodResolver(leadOptionSchema),
    defaultValues: initial ?? { requirement: 'Address Lookup', option: '' },
  });
  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await onSubmit(leadOptionSchema.parse(values));
      if (!initial) reset({ requirement: values.requirement, option: '' });
    } catch (error) {
      failure.report(error);
    }
  });
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} aria-label={submitLabel}>
      <FailureMessage failure={failure} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <FormTextField control={control} name="requirement" select id={`${idPrefix}-requirement`} label="Service" sx={{ minWidth: 220 }}>
          {REQUIREMENTS.map((requirement) => (
            <MenuItem key={requirement} value={requirement}>
              {requirement}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="option"
          id={`${idPrefix}-option`}
          label="Option"
          required
          hint="What partners tick on the lead form"
          sx={{ flexGrow: 1 }}
        />
        <Stack direction="row" spacing={1} sx={{ pt: { md: 1 } }}>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
          <Button type="submit" variant="contained" loading={formState.isSubmitting} sx={{ whiteSpace: 'nowrap' }}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
