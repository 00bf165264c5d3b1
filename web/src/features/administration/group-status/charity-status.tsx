import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { openDialog } from '../../../components/dialogs/dialog-store';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { CharityStatus as Status, GroupStatus_GroupFragment } from '../../../gql/graphql';
import { oneOf, showUnderField } from '../../../lib/apollo/refused-field';
import { charitySchema, type CharityForm } from './charity-form';
import { ConfirmCharityMutation, RemoveCharityMutation, UpdateCharityMutation } from './group-status-documents';
import { StatusSection, type SectionLevel } from './status-section';

const statusLabels: Record<Status, string> = { pending: 'Pending verification', valid: 'Valid', notValid: 'Not valid' };
const statusColours: Record<Status, 'warning' | 'success' | 'error'> = { pending: 'warning', valid: 'success', notValid: 'error' };

const detailsOf = (organisation: GroupStatus_GroupFragment): CharityForm => ({
  charityPSLNumber: organisation.charity?.number ?? '',
  isPostalOperatorDiscount: organisation.charity?.isPostalOperatorDiscount ?? false,
  isOSDiscount: organisation.charity?.isOSDiscount ?? false,
});

/** The number, named as `CharityInput` names it: the gateway's refusal of it goes under it. */
const charityField = oneOf<'charityPSLNumber'>(['charityPSLNumber']);

/**
 * The organisation's charity status (docs/flows.md): set with a charity number, pending
 * verification, then confirmed valid or not valid by staff, or removed. The owner and staff set
 * and remove it; only staff confirm it.
 */
export function CharityStatus({
  organisation,
  mayChange,
  staff,
  level,
}: {
  organisation: GroupStatus_GroupFragment;
  mayChange: boolean;
  staff: boolean;
  level: SectionLevel;
}) {
  const { charity } = organisation;
  const form = useForm<CharityForm>({ resolver: zodResolver(charitySchema), defaultValues: detailsOf(organisation) });
  const { reset } = form;
  // The form follows the status as it changes (a confirmation, a removal).
  useEffect(() => reset(detailsOf(organisation)), [organisation, reset]);
  const failure = useFailure('update the charity status');
  const [update, updating] = useMutation(UpdateCharityMutation);
  const [confirm, confirming] = useMutation(ConfirmCharityMutation);
  const [remove, removing] = useMutation(RemoveCharityMutation);
  const busy = updating.loading || confirming.loading || removing.loading;

  const run = async (action: string, send: () => Promise<unknown>) => {
    failure.clear();
    try {
      await send();
    } catch (error) {
      // The gateway's refusal of the number (`input.charityPSLNumber`) goes under it; anything else above.
      if (!showUnderField(error, form.setError, charityField)) failure.report(error, action);
    }
  };
  const input = (values: CharityForm) => ({ ...values, charityPSLNumber: values.charityPSLNumber.trim() });
  const setNumber = form.handleSubmit((values) =>
    run('update the charity status', () => update({ variables: { groupId: organisation.id, input: input(values) } })),
  );
  const confirmAs = (isValid: boolean) =>
    form.handleSubmit((values) => run('confirm the charity status', () => confirm({ variables: { groupId: organisation.id, input: input(values), isValid } })));
  const removeCharity = async () => {
    const sure = await openDialog({
      kind: 'question',
      title: 'Remove charity status',
      message: `Remove the charity status of ${organisation.name}? Its charity discounts stop applying.`,
      confirmLabel: 'Remove',
    });
    if (sure) await run('remove the charity status', () => remove({ variables: { groupId: organisation.id } }));
  };

  return (
    <StatusSection id="charity-status" title="Charity status" level={level}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {charity ? (
          <Chip size="small" color={statusColours[charity.status]} label={statusLabels[charity.status]} data-testid="charity-chip" />
        ) : (
          <Chip size="small" variant="outlined" label="Not a charity" data-testid="charity-chip" />
        )}
        {charity && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Charity number {charity.number}
            {charity.isPostalOperatorDiscount ? ' · postal operator discount' : ''}
            {charity.isOSDiscount ? ' · Ordnance Survey discount' : ''}
          </Typography>
        )}
      </Stack>
      <FailureMessage failure={failure} />
      {mayChange && (
        <form onSubmit={setNumber} noValidate aria-label="Charity details">
          <Stack spacing={1.5}>
            <Controller
              control={form.control}
              name="charityPSLNumber"
              render={({ field, fieldState }) => (
                <TextField
                  id="charity-number"
                  label="Charity number"
                  size="small"
                  autoComplete="off"
                  value={field.value}
                  name={field.name}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Setting or changing it asks the provider to verify it'}
                  sx={{ maxWidth: { sm: 320 } }}
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <Controller
                control={form.control}
                name="isPostalOperatorDiscount"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                    label="Postal operator discount"
                  />
                )}
              />
              <Controller
                control={form.control}
                name="isOSDiscount"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                    label="Ordnance Survey discount"
                  />
                )}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button type="submit" variant="outlined" disabled={busy} loading={updating.loading}>
                {charity ? 'Update charity number' : 'Set charity number'}
              </Button>
              {staff && (
                <>
                  <Button variant="outlined" color="success" disabled={busy} loading={confirming.loading} onClick={() => void confirmAs(true)()}>
                    Confirm valid
                  </Button>
                  <Button variant="outlined" color="error" disabled={busy} onClick={() => void confirmAs(false)()}>
                    Confirm not valid
                  </Button>
                </>
              )}
              {charity && (
                <Button color="error" disabled={busy} loading={removing.loading} onClick={() => void removeCharity()}>
                  Remove charity status
                </Button>
              )}
            </Stack>
          </Stack>
        </form>
      )}
    </StatusSection>
  );
}
