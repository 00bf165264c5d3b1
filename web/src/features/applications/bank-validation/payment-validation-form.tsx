import type { ChangeEvent } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enterAccountNumber, enterSortCode } from './sort-code';
import type { PaymentValidationState } from './use-payment-validation';

/**
 * The sort code, masked as 00-00-00 as it is typed, and the account number, digits only. Neither box
 * changes what was typed into another number: only spaces and dashes are dropped (full-width digits
 * read as the digits they are); too many digits, a letter or another character, or an IBAN stay as
 * typed and are refused, and sort code then account number pasted into either box fills both.
 */
export function PaymentValidationForm({ validation }: { validation: PaymentValidationState }) {
  const { control, submit, submitting, forget, enter, iban, takeFromIban } = validation;
  const ukDetails = iban?.uk;
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
                      const entry = enterSortCode(input.value, input.selectionStart ?? input.value.length);
                      // Written straight into the box first, so the caret stays beside the digit just typed.
                      input.value = entry.value;
                      if (entry.caret !== null) input.setSelectionRange(entry.caret, entry.caret);
                      field.onChange(entry.value);
                      if (entry.accountNumber !== undefined) enter('accountNumber', entry.accountNumber);
                      enter('sortCode', entry.value);
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
                      const entry = enterAccountNumber(event.target.value);
                      field.onChange(entry.value);
                      if (entry.sortCode !== undefined) enter('sortCode', entry.sortCode);
                      enter('accountNumber', entry.value);
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
            {ukDetails && (
              <Box>
                <Button variant="outlined" onClick={() => takeFromIban(ukDetails)}>
                  Use sort code {ukDetails.sortCode} and account number {ukDetails.accountNumber} from this IBAN
                </Button>
              </Box>
            )}
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
