import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormDateField } from '../../../components/date-field/form-date-field';
import { currentTerritory } from '../../../lib/territory';
import { capDayStart } from './token-caps';
import { IP_RANGE_HELP, REFERRER_HELP, tomorrowDay, type TokenSettingsValues } from './token-values';

/** The tag, IP range, referrer, expiry and daily cap fields the create and edit dialogs share. */
export function TokenSettingsFields({ control, autoFocusTag = false }: { control: Control<TokenSettingsValues>; autoFocusTag?: boolean }) {
  return (
    <Stack spacing={2}>
      <Controller
        name="tag"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            // The input itself, so that a tag refused after Next (one the account has) takes the focus.
            inputRef={ref}
            label="Tag"
            required
            autoFocus={autoFocusTag}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'A name for the token, such as website or crm'}
          />
        )}
      />
      <Controller
        name="ipRange"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} label="IP range" error={!!fieldState.error} helperText={fieldState.error?.message ?? IP_RANGE_HELP} />
        )}
      />
      <Controller
        name="referrer"
        control={control}
        render={({ field, fieldState }) => (
          <TextField {...field} label="Referrer" type="url" error={!!fieldState.error} helperText={fieldState.error?.message ?? REFERRER_HELP} />
        )}
      />
      <FormDateField control={control} name="expiry" label="Expires on" minDay={tomorrowDay()} hint="Leave empty for a token that never expires" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          name="dailyCap"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Daily cap"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? `Clicks a day, counted from ${capDayStart(currentTerritory())}; empty for no cap`}
              sx={{ flex: 1 }}
            />
          )}
        />
        <Controller
          name="dailyCapPerAddress"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Daily cap per address"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? "Clicks a day from one visitor's address; empty for no cap"}
              sx={{ flex: 1 }}
            />
          )}
        />
      </Stack>
    </Stack>
  );
}
