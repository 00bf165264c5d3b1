import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountNumberDigits, maskSortCode } from './sort-code';
import type { PaymentValidationState } from './use-payment-validation';

/** The sort code, masked as 00-00-00 as it is typed, and the account number, digits only. */
export function PaymentValidationForm({ validation }: { validation: PaymentValidationState }) {
  const { control, submit, submitting, forget } = validation;
  return (
    <Card variant="outlined">
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Validate a bank account">
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="sortCode"
                render={({ field, fieldState }) => (
                  <TextField
                    id="sort-code"
                    label="Sort code"
                    placeholder="00-00-00"
                    autoFocus
                    autoComplete="off"
                    value={field.value}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => {
                      const input = event.target;
                      const masked = maskSortCode(input.value, input.selectionStart ?? input.value.length);
                      // Written straight into the box first, so the caret stays beside the digit just typed.
                      input.value = masked.value;
                      input.setSelectionRange(masked.caret, masked.caret);
                      field.onChange(masked.value);
                      forget();
                    }}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? 'Six digits'}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'sort-code-input' } }}
                    sx={{ maxWidth: { sm: 200 } }}
                  />
                )}
              />
              <Controller
                control={control}
                name="accountNumber"
                render={({ field, fieldState }) => (
                  <TextField
                    id="account-number"
                    label="Account number"
                    placeholder="12345678"
                    autoComplete="off"
                    value={field.value}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => {
                      field.onChange(accountNumberDigits(event.target.value));
                      forget();
                    }}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? '6 to 10 digits'}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'account-number-input' } }}
                    sx={{ maxWidth: { sm: 260 } }}
                  />
                )}
              />
            </Stack>
            <Box>
              <Button type="submit" variant="contained" loading={submitting}>
                Validate
              </Button>
            </Box>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
