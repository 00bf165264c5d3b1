import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { ApiTokenBulkInput } from '../../../gql/graphql';
import { currentTerritory } from '../../../lib/territory';
import { ChangeApiTokensInBulkMutation } from './token-documents';
import { DateField } from '../../../components/date-field/date-field';
import { DAY_HINT, isDay } from '../../../components/date-field/day';
import { bulkCaps, CAP_RULE, capDayStart, capsInOrder, isCap } from './token-caps';
import { expiryInput, IP_RANGE_HELP, IP_RANGE_RULE, ipRangeProblem, REFERRER_HELP, referrerProblem, todayDay, tomorrowDay } from './token-values';

export interface BulkScope {
  groupId: string;
  /** "every token of Acme Main", "every token of every account of Acme Ltd". */
  label: string;
}

type LockChoice = 'keep' | 'lock' | 'unlock';

/** The same lock, IP range, referrer, expiry or daily caps for every token of the account, or of its organisation. */
export function BulkChangeDialog({ scopes, onClose, onChanged }: { scopes: BulkScope[]; onClose: () => void; onChanged: () => void }) {
  const [groupId, setGroupId] = useState(scopes[0]?.groupId ?? '');
  const [lock, setLock] = useState<LockChoice>('keep');
  const [ipRange, setIpRange] = useState<string | null>(null);
  const [referrer, setReferrer] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<string | null>(null);
  const [dailyCap, setDailyCap] = useState<string | null>(null);
  const [dailyCapPerAddress, setDailyCapPerAddress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const failure = useFailure('change the tokens');
  const [change, { loading }] = useMutation(ChangeApiTokensInBulkMutation);

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    failure.clear();
    const input: ApiTokenBulkInput = {};
    if (lock !== 'keep') input.locked = lock === 'lock';
    if (ipRange !== null) input.ipRange = ipRange.trim();
    if (referrer !== null) input.referrer = referrer.trim();
    if (expiry !== null) {
      if (expiry === '') input.neverExpires = true;
      else input.expiry = expiryInput(expiry);
    }
    Object.assign(input, bulkCaps(dailyCap, dailyCapPerAddress));
    if (Object.keys(input).length === 0) return setProblem('Choose at least one setting to change.');
    const rangeProblem = ipRange === null ? undefined : ipRangeProblem(ipRange);
    if (rangeProblem === IP_RANGE_RULE) return setProblem(`The IP range must be ${IP_RANGE_HELP.charAt(0).toLowerCase()}${IP_RANGE_HELP.slice(1)}.`);
    if (rangeProblem) return setProblem(`The IP range ${rangeProblem}`);
    const referrerRefused = referrer === null ? undefined : referrerProblem(referrer);
    if (referrerRefused) return setProblem(`The referrer is refused. ${referrerRefused}.`);
    if (expiry !== null && expiry !== '' && !isDay(expiry)) return setProblem(`Enter the expiry as ${DAY_HINT}, or leave it empty.`);
    if (expiry !== null && isDay(expiry) && expiry <= todayDay()) return setProblem('The expiry must be a day after today.');
    if ((dailyCap !== null && !isCap(dailyCap)) || (dailyCapPerAddress !== null && !isCap(dailyCapPerAddress)))
      return setProblem(`A daily cap must be ${CAP_RULE.charAt(0).toLowerCase()}${CAP_RULE.slice(1)}, or empty for none.`);
    if (dailyCap !== null && dailyCapPerAddress !== null && !capsInOrder(dailyCap, dailyCapPerAddress))
      return setProblem('The daily cap per address must not be more than the daily cap.');
    setProblem(null);
    try {
      await change({ variables: { groupId, input } });
      onChanged();
      onClose();
    } catch (error) {
      failure.report(error);
    }
  };

  const optional = (label: string, value: string | null, set: (value: string | null) => void, field: React.ReactNode) => (
    <Stack spacing={1}>
      <FormControlLabel control={<Checkbox checked={value !== null} onChange={(event) => set(event.target.checked ? '' : null)} />} label={label} />
      {value !== null && field}
    </Stack>
  );

  const capField = (label: string, value: string | null, set: (value: string | null) => void, help: string) =>
    optional(
      `Set the ${label.toLowerCase()}`,
      value,
      set,
      <TextField
        label={label}
        value={value ?? ''}
        onChange={(event) => set(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={help}
      />,
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bulk-tokens-title">
      <DialogTitle id="bulk-tokens-title">Change all tokens</DialogTitle>
      <form onSubmit={(event) => void apply(event)} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Give several tokens the same settings at once. Settings you leave unticked stay as each token has them.</DialogContentText>
            <FailureMessage failure={failure} />
            {scopes.length > 1 && (
              <TextField select label="Tokens to change" value={groupId} onChange={(event) => setGroupId(event.target.value)}>
                {scopes.map((scope) => (
                  <MenuItem key={scope.groupId} value={scope.groupId}>
                    {scope.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField select label="Lock" value={lock} onChange={(event) => setLock(event.target.value as LockChoice)}>
              <MenuItem value="keep">Leave as they are</MenuItem>
              <MenuItem value="lock">Lock every token</MenuItem>
              <MenuItem value="unlock">Unlock every token</MenuItem>
            </TextField>
            {optional(
              'Set the IP range',
              ipRange,
              setIpRange,
              <TextField label="IP range" value={ipRange ?? ''} onChange={(event) => setIpRange(event.target.value)} helperText={IP_RANGE_HELP} />,
            )}
            {optional(
              'Set the referrer',
              referrer,
              setReferrer,
              <TextField label="Referrer" value={referrer ?? ''} onChange={(event) => setReferrer(event.target.value)} helperText={REFERRER_HELP} />,
            )}
            {optional(
              'Set the expiry',
              expiry,
              setExpiry,
              <DateField
                label="Expires on"
                value={expiry ?? ''}
                onChange={setExpiry}
                minDay={tomorrowDay()}
                helperText="Leave empty for tokens that never expire"
              />,
            )}
            {capField('Daily cap', dailyCap, setDailyCap, `Clicks a day, counted from ${capDayStart(currentTerritory())}; empty for no cap`)}
            {capField('Daily cap per address', dailyCapPerAddress, setDailyCapPerAddress, "Clicks a day from one visitor's address; empty for no cap")}
            {problem && (
              <DialogContentText role="alert" sx={{ color: 'error.main' }}>
                {problem}
              </DialogContentText>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={loading}>
            Apply
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
