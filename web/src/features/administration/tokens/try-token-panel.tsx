import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { TokenCard_TokenFragment, TryApiTokenMutation as TrialData } from '../../../gql/graphql';
import { copyToClipboard } from '../../../lib/clipboard';
import { TryApiTokenMutation } from './token-documents';
import { maskKey } from './token-values';

type Trial = TrialData['tryApiToken'];

/**
 * "Try it": the curl command an integrator would run with this key, and the same look-up run from
 * the portal, so the lock, IP range and referrer can be seen acting. The referrer sent can be
 * changed to see a wrong one refused.
 */
export function TryTokenPanel({ token, keyShown }: { token: TokenCard_TokenFragment; keyShown: boolean }) {
  const [referrer, setReferrer] = useState(token.referrer);
  const [trial, setTrial] = useState<Trial | null>(null);
  const failure = useFailure('try the token');
  // A refused look-up adds to the key's blocked calls, where they are open.
  const [tryToken, { loading }] = useMutation(TryApiTokenMutation, { refetchQueries: ['TokenRefusals'] });
  const command = trial?.command ?? token.tryCommand;
  // The key stays masked on the screen as it is on the card; Copy takes the command as it runs.
  const shownCommand = keyShown ? command : command.split(token.key).join(maskKey(token.key));

  const run = async () => {
    failure.clear();
    try {
      const { data } = await tryToken({ variables: { accountId: token.accountId, id: token.id, referrer: referrer.trim() } });
      // The token in the answer updates its card (last used, clicks) through the cache.
      if (data) setTrial(data.tryApiToken);
    } catch (error) {
      failure.report(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        Try it
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box
          component="pre"
          aria-label={`curl command for ${token.tag}`}
          sx={{ m: 0, p: 1.5, flex: 1, minWidth: 0, bgcolor: 'grey.100', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
        >
          {shownCommand}
        </Box>
        <Tooltip title="Copy command">
          <IconButton aria-label={`Copy the curl command for ${token.tag}`} onClick={() => void copyToClipboard(command)}>
            <ContentCopy />
          </IconButton>
        </Tooltip>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Referrer to send"
          size="small"
          value={referrer}
          onChange={(event) => setReferrer(event.target.value)}
          helperText="Empty to send none"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" startIcon={<PlayArrow />} loading={loading} onClick={() => void run()}>
          Run look-up
        </Button>
      </Stack>
      <FailureMessage failure={failure} />
      {trial && (
        <Alert severity={trial.ok ? 'success' : 'error'} role="status">
          {trial.ok ? trial.message : `Refused (${trial.status}): ${trial.message}`}
          {trial.suggestions.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {trial.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Stack>
  );
}
