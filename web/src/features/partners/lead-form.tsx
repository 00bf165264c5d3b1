import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormDateField } from '../../components/date-field/form-date-field';
import { FormTextField } from '../../components/form-text-field';
import { FailureMessage } from '../../components/failure/failure-message';
import { useFailure } from '../../components/failure/use-failure';
import { showUnderField } from '../../lib/apollo/refused-field';
import { useCurrentAccount } from '../../lib/current-account';
import { useFormDraft } from '../../lib/form-draft';
import { LeadFormOptionsQuery } from './lead-documents';
import {
  emptyLeadForm,
  leadFieldOf,
  leadFormSchemaOpened,
  openedDayOf,
  OPTION_FIELD,
  submittedLead,
  type LeadFormValues,
  type LeadServiceName,
  type SubmittedLead,
} from './lead-form-values';

interface LeadFormProps {
  /** The lead being edited; a new lead starts empty. */
  initial?: LeadFormValues;
  submitLabel: string;
  /** Sends the lead; a rejection is shown above the form, or under the field the gateway names. */
  onSubmit: (lead: SubmittedLead) => Promise<void>;
  onCancel: () => void;
  /** What failing to submit is called: "submit the lead". */
  action: string;
  /** When the lead being edited was opened (its openDate); a new lead opens when it is sent. */
  openDate?: string;
}

/** The lead form: checked here as the service checks it, then sent. */
export function LeadForm({ initial, submitLabel, onSubmit, onCancel, action, openDate }: LeadFormProps) {
  const failure = useFailure(action);
  const schema = useMemo(() => leadFormSchemaOpened(() => openedDayOf(openDate)), [openDate]);
  // Read once, as the form reads its defaults.
  const [defaultValues] = useState(() => initial ?? emptyLeadForm());
  const form = useForm<LeadFormValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { control, handleSubmit, formState, setError } = form;
  const draft = useFormDraft(form, useLeadDraftScreen(!!initial));
  // A field for each address line the form opens with: the lead's, or those of the draft over it.
  const addressLines = (draft.restored ?? defaultValues).companyAddress.length;
  const { fields } = useFieldArray({ control, name: 'services' });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await onSubmit(submittedLead(schema.parse(values)));
      draft.clear();
    } catch (error) {
      if (!showUnderField(error, setError, (path) => leadFieldOf(path, values))) failure.report(error);
    }
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate aria-label="Lead" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <FailureMessage failure={failure} />
        <Section title="Company">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField control={control} name="companyName" label="Company name" required fullWidth />
            </Grid>
            {Array.from({ length: addressLines }, (_, line) => (
              <Grid key={line} size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name={`companyAddress.${line}`} label={`Address line ${line + 1}`} fullWidth />
              </Grid>
            ))}
          </Grid>
          {errors.companyAddress?.root?.message || errors.companyAddress?.message ? (
            <FormHelperText error role="alert">
              {errors.companyAddress?.root?.message ?? errors.companyAddress?.message}
            </FormHelperText>
          ) : null}
        </Section>
        <Section title="Contact">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="contactName" label="Contact name" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="email" label="E-mail address" type="email" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phoneNumber" label="Phone number" type="tel" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="jobTitle" label="Job title" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="division" label="Division" fullWidth />
            </Grid>
          </Grid>
        </Section>
        <Section title="Services" id="lead-services">
          <Stack spacing={2}>
            {fields.map((field, index) => (
              <ServiceLine key={field.id} index={index} service={field.service} control={control} />
            ))}
            {errors.services?.root?.message || errors.services?.message ? (
              <FormHelperText error role="alert">
                {errors.services?.root?.message ?? errors.services?.message}
              </FormHelperText>
            ) : null}
          </Stack>
        </Section>
        <Section title="Outlook">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={control}
                name="probability"
                label="Probability (%)"
                inputMode="numeric"
                required
                fullWidth
                hint="How likely the company is to sign, 0 to 100"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField control={control} name="closeDate" label="Close date" required fullWidth hint="When you expect it to close" />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="jointMeeting"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                    label="Joint meeting wanted"
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField control={control} name="description" label="Description" multiline minRows={3} fullWidth />
            </Grid>
          </Grid>
        </Section>
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              draft.clear();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * What the draft of this lead form is kept as (lib/form-draft.ts): a new lead's per partner, as it
 * is submitted for the partner in use; an edited lead's per lead, named by the page's address, so
 * that one lead's draft never fills another's. None without a partner, or editing with no lead named.
 */
function useLeadDraftScreen(editing: boolean): string | null {
  const { partner } = useCurrentAccount();
  const { leadId } = useParams();
  if (!partner) return null;
  if (!editing) return `newLead:${partner.id}`;
  return leadId ? `lead:${partner.id}:${leadId}` : null;
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" id={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface ServiceLineProps {
  index: number;
  service: LeadServiceName;
  control: Control<LeadFormValues>;
}

/** A lead service: ticked with a quantity, and beneath it the options the lead form offers for it. */
function ServiceLine({ index, service, control }: ServiceLineProps) {
  const chosen = useWatch({ control, name: `services.${index}.chosen` });
  const options = useQuery(LeadFormOptionsQuery);
  const field = OPTION_FIELD[service];
  const offered = (options.data?.leadOptions ?? []).filter((option) => option.requirement === service);
  return (
    <Box sx={{ border: 1, borderColor: chosen ? 'primary.light' : 'divider', borderRadius: 1, p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Controller
          control={control}
          name={`services.${index}.chosen`}
          render={({ field: tick }) => (
            <FormControlLabel
              sx={{ minWidth: 200 }}
              control={<Checkbox checked={tick.value} onChange={(event) => tick.onChange(event.target.checked)} />}
              label={service}
            />
          )}
        />
        {chosen && (
          <FormTextField
            control={control}
            name={`services.${index}.quantity`}
            label={`${service} quantity`}
            inputMode="numeric"
            size="small"
            hint={service === 'Address Cleanse' ? 'Records a year' : 'Clicks a year'}
          />
        )}
      </Stack>
      {chosen && offered.length > 0 && (
        <Controller
          control={control}
          name={field}
          render={({ field: ticked }) => (
            <FormGroup row role="group" aria-label={`${service} options`} sx={{ mt: 1 }}>
              {offered.map((option) => (
                <FormControlLabel
                  key={option.id}
                  label={option.option}
                  // An option of one long word wraps inside the form instead of widening the page.
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  control={
                    <Checkbox
                      checked={ticked.value.includes(option.option)}
                      onChange={(event) =>
                        ticked.onChange(event.target.checked ? [...ticked.value, option.option] : ticked.value.filter((value) => value !== option.option))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
      )}
    </Box>
  );
}
