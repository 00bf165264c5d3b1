import { useState, type KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { graphql } from '../../../gql/gql';
import type { EmailResultsTable_ValidationFragment } from '../../../gql/graphql';
import { failureText } from '../../../lib/apollo/failure';
import { copyToClipboard } from '../../../lib/clipboard';
import { useCurrentAccount } from '../../../lib/current-account';
import { FormAlert } from '../../../components/FormAlert';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { ApplicationPage, ChooseAccountFirst } from '../ApplicationPage';
import { EmailResultsTable } from './EmailResultsTable';
import { emailFormSchema, maxEmails, parseEmailList, replaceEmail, type EmailForm } from './email-list';
import { statusColours, statusNames, statusOrder, summarise, toCsv } from './email-results';
import { emailValidationTips } from './email-validation-tips';

export const EmailValidationQuery = graphql(`
  query EmailValidation($accountId: ID!, $emails: [String!]!) {
    emailValidation(accountId: $accountId, emails: $emails) {
      ...EmailResultsTable_validation
    }
  }
`);

const title = 'Email Validation';
const intro = `Check whether mail to an address will be delivered before you send it. Enter one address or paste a list of up to ${maxEmails}; each address checked counts one click.`;

export function Component() {
  const { account } = useCurrentAccount();
  return (
    <ApplicationPage title={title} intro={intro}>
      {account ? <EmailValidation key={account.id} accountId={account.id} /> : <ChooseAccountFirst />}
    </ApplicationPage>
  );
}

type Row = EmailResultsTable_ValidationFragment;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function EmailValidation({ accountId }: { accountId: string }) {
  const client = useApolloClient();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingRow, setPendingRow] = useState<number | null>(null);
  const { register, handleSubmit, formState, control, getValues, setValue } = useForm<EmailForm>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { text: '' },
  });
  useHelpTips('emailValidation', emailValidationTips);
  const text = useWatch({ control, name: 'text' });
  const list = parseEmailList(text);

  const validate = async (emails: string[]): Promise<Row[]> => {
    const { data } = await client.query({
      query: EmailValidationQuery,
      variables: { accountId, emails },
      fetchPolicy: 'no-cache',
      errorPolicy: 'none',
      context: { skipErrorDialog: true },
    });
    return data.emailValidation;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setRows(await validate(parseEmailList(values.text).emails));
    } catch (error) {
      setFailure(failureText(error, 'validate the e-mail addresses'));
    }
  });

  const applySuggestion = async (index: number) => {
    const row = rows?.[index];
    if (!row?.suggestion) return;
    const suggestion = row.suggestion;
    setValue('text', replaceEmail(getValues('text'), row.email, suggestion));
    setPendingRow(index);
    const failed = (message: string): Row => ({ email: suggestion, status: null, reason: null, suggestion: null, failure: { code: 'ERROR', message } });
    let replacement: Row;
    try {
      replacement = (await validate([suggestion]))[0] ?? failed('The service gave no answer for this address.');
    } catch (error) {
      replacement = failed(failureText(error, 'validate the address'));
    }
    setRows((current) => current?.map((r, i) => (i === index ? replacement : r)) ?? null);
    setPendingRow(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const fieldError = formState.errors.text?.message;
  const countNote =
    list.emails.length === 0
      ? 'One per line, or separated by commas or semicolons. Ctrl+Enter validates.'
      : `${plural(list.emails.length, 'address', 'addresses')} to validate${list.duplicates ? ` (${plural(list.duplicates, 'repeat', 'repeats')} left out)` : ''}. Ctrl+Enter validates.`;
  const summary = rows ? summarise(rows) : null;

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <form onSubmit={submit} noValidate aria-label="Validate e-mail addresses">
            <Stack spacing={2}>
              <FormAlert message={failure} />
              <TextField
                id="email-list"
                label="E-mail addresses"
                placeholder={'someone@example.com\nsomeone.else@example.org'}
                multiline
                minRows={4}
                maxRows={14}
                autoFocus
                {...register('text')}
                onKeyDown={onKeyDown}
                error={!!fieldError || list.emails.length > maxEmails}
                helperText={fieldError ?? (list.emails.length > maxEmails ? `Up to ${maxEmails} at once: remove ${list.emails.length - maxEmails}.` : countNote)}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none', 'data-testid': 'email-input' } }}
              />
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                  Validate
                </Button>
                <Button
                  onClick={() => {
                    setValue('text', '');
                    setRows(null);
                    setFailure(null);
                  }}
                  disabled={formState.isSubmitting || (!text && !rows)}
                >
                  Clear
                </Button>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>

      {rows && summary ? (
        <Card variant="outlined" component="section" aria-labelledby="email-results-title">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Typography variant="h6" component="h2" id="email-results-title">
                  Results
                </Typography>
                <Button
                  size="small"
                  startIcon={<ContentCopy fontSize="small" />}
                  onClick={() => void copyToClipboard(toCsv(rows))}
                  disabled={rows.length === 0}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
                >
                  Copy results as CSV
                </Button>
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="status" aria-label="Summary" data-testid="email-summary">
                {statusOrder.map((status) => (
                  <Chip key={status} variant="outlined" color={statusColours[status]} label={`${summary[status]} ${statusNames[status].toLowerCase()}`} />
                ))}
                {summary.failed > 0 && <Chip variant="outlined" color="error" label={`${summary.failed} not checked`} />}
              </Stack>
              {rows.length === 0 ? (
                <Typography sx={{ color: 'text.secondary' }}>The service returned no results.</Typography>
              ) : (
                <EmailResultsTable rows={rows} pendingRow={pendingRow} onUseSuggestion={(index) => void applySuggestion(index)} />
              )}
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4, textAlign: 'center' }}>
          <Typography sx={{ color: 'text.secondary' }}>
            Results appear here: each address with its verdict (valid, risky, invalid or unknown), the reason, and a likely intended address where one looks mistyped.
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
