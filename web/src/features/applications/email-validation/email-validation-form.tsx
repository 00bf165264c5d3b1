import { useMemo, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../../components/failure/failure-message';
import { ShopWay } from '../../../components/shop-way/shop-way';
import { needsSubscription } from '../../../lib/shop-paths';
import { countNote } from './email-count-note';
import { maxEmails, tooLongMessage } from './email-list';
import type { EmailValidationState } from './use-email-validation';

/** The box for one address or a list, with a count of what will be checked; Ctrl+Enter validates. */
export function EmailValidationForm({ validation }: { validation: EmailValidationState }) {
  const { form, list, text, rows, failure, submit, clear } = validation;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };
  const fieldError = form.formState.errors.text?.message;
  const tooMany = list.emails.length > maxEmails;
  // Said as soon as it is pasted, as the 100 limit is: the service would refuse the address outright.
  // Once per list (the same object for the same text), not on every render.
  const tooLong = useMemo(() => tooLongMessage(list.emails), [list]);

  return (
    <Card variant="outlined">
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Validate e-mail addresses">
          <Stack spacing={2}>
            <FailureMessage failure={failure} />
            {needsSubscription(failure.message) && <ShopWay service="email" />}
            <TextField
              id="email-list"
              label="E-mail addresses"
              placeholder={'someone@example.com\nsomeone.else@example.org'}
              multiline
              minRows={4}
              maxRows={14}
              autoFocus
              {...form.register('text')}
              onKeyDown={onKeyDown}
              error={!!fieldError || tooMany || !!tooLong}
              helperText={fieldError ?? (tooMany ? `Up to ${maxEmails} at once: remove ${list.emails.length - maxEmails}.` : (tooLong ?? countNote(list)))}
              slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', 'data-testid': 'email-input' } }}
            />
            <Stack direction="row" spacing={2}>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                Validate
              </Button>
              <Button onClick={clear} disabled={form.formState.isSubmitting || (!text && !rows)}>
                Clear
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
