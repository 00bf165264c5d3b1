import { useState, type FormEvent } from 'react';
import { useMutation, useReadQuery, type QueryRef } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { TokenAlertSettingsQuery as AlertsData, TokenAlertSettingsQueryVariables } from '../../../gql/graphql';
import { MAX_REFUSAL_THRESHOLD, thresholdField, thresholdInput } from './token-alerts';
import { SetApiTokenAlertThresholdMutation, TokenAlertSettingsQuery } from './token-documents';

export type AlertsRef = QueryRef<AlertsData, TokenAlertSettingsQueryVariables, 'complete' | 'streaming' | 'empty'>;

/**
 * When the account's owners are e-mailed about its keys: always when a cap stops a key's calls, and
 * when one key has as many refused calls within an hour as chosen here (empty for never).
 */
export function TokenAlertsCard({ alerts }: { alerts: AlertsRef }) {
  const { data, error } = useReadQuery(alerts);
  const loadFailure = useFailure('load the token alerts', { watch: data?.apiTokenAlertSettings ? undefined : error });
  const settings = data?.apiTokenAlertSettings;
  return (
    <Card variant="outlined" component="section" aria-labelledby="token-alerts-title" id="token-alerts">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="token-alerts-title">
            Alerts
          </Typography>
          <FailureMessage failure={loadFailure} />
          {settings && !settings.available && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Alert settings are not available from this service.
            </Typography>
          )}
          {settings?.available && (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                The account&apos;s owners get an e-mail when one of its keys reaches a daily cap, and when a key has many calls refused within an hour: at most
                one a key, reason and day. Each owner can switch these e-mails off in My Settings (API token alerts).
              </Typography>
              <ThresholdForm accountId={settings.accountId} threshold={settings.refusalThreshold ?? null} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ThresholdForm({ accountId, threshold }: { accountId: string; threshold: number | null }) {
  const [value, setValue] = useState(thresholdField(threshold));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const failure = useFailure('change the token alerts');
  const [save, { loading }] = useMutation(SetApiTokenAlertThresholdMutation, {
    // The setting has no id of its own: the screen's query is given the answer.
    update(cache, { data: answer }) {
      if (answer)
        cache.writeQuery({ query: TokenAlertSettingsQuery, variables: { accountId }, data: { apiTokenAlertSettings: answer.setApiTokenAlertThreshold } });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    setSaved(false);
    const input = thresholdInput(value);
    if (input === undefined) return setProblem(`A whole number from 1 to ${MAX_REFUSAL_THRESHOLD.toLocaleString('en-GB')}, or empty for no such alerts`);
    setProblem(null);
    try {
      await save({ variables: { accountId, refusalThreshold: input } });
      setSaved(true);
    } catch (caught) {
      failure.report(caught);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Refused calls alert">
      <Stack spacing={2}>
        <FailureMessage failure={failure} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Refused calls within an hour"
            size="small"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSaved(false);
            }}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!problem}
            helperText={problem ?? 'E-mail the owners when one key has this many; empty for never'}
            sx={{ flex: 1, maxWidth: { sm: 440 } }}
          />
          <Button type="submit" variant="outlined" loading={loading}>
            Save
          </Button>
        </Stack>
        {saved && (
          <Alert severity="success" role="status" onClose={() => setSaved(false)}>
            {threshold === null
              ? 'No e-mails for refused calls.'
              : `The owners are e-mailed once a key has ${threshold === 1 ? '1 refused call' : `${threshold} refused calls`} within an hour.`}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
