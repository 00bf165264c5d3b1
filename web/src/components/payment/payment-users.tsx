import { useState } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../failure/failure-message';
import { useFailure } from '../failure/use-failure';
import { PaymentUsersQuery, PaymentUserCandidatesQuery, AddPaymentUserMutation, RemovePaymentUserMutation } from './payment-users-documents';

/** The users who may pay for the account with its saved card: add one of its users, or remove one. */
export function PaymentUsers({ accountId }: { accountId: string }) {
  const { data, loading, error, refetch } = useQuery(PaymentUsersQuery, { variables: { accountId } });
  const loadFailure = useFailure('load the users who may pay', { watch: data ? undefined : error });
  const failure = useFailure('change who may pay');
  const [loadCandidates, candidates] = useLazyQuery(PaymentUserCandidatesQuery);
  const [add, adding] = useMutation(AddPaymentUserMutation);
  const [remove] = useMutation(RemovePaymentUserMutation);
  const [chosen, setChosen] = useState('');
  const payers = data?.paymentUsers ?? [];
  const payerIds = new Set(payers.map((payer) => payer.userId));
  const choices = (candidates.data?.groupAdministration.users.users ?? []).filter((user) => !payerIds.has(user.userId));

  const act = async (work: () => Promise<unknown>, action: string) => {
    failure.clear();
    try {
      await work();
      await refetch();
    } catch (caught) {
      failure.report(caught, action);
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid="payment-users">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h3">
            Who may pay
          </Typography>
          <FailureMessage failure={loadFailure} />
          <FailureMessage failure={failure} />
          {loadFailure.message ? null : loading && !data ? (
            <Skeleton variant="rounded" height={72} role="status" aria-label="Loading..." />
          ) : payers.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>Nobody may pay with the saved card yet.</Typography>
          ) : (
            <List dense disablePadding aria-label="Users who may pay">
              {payers.map((payer) => (
                <ListItem
                  key={payer.userId}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${payer.name}`}
                      onClick={() => act(() => remove({ variables: { accountId, userId: payer.userId } }), `stop ${payer.name} paying`)}
                    >
                      Remove
                    </Button>
                  }
                >
                  <ListItemText primary={payer.personalName || payer.name} secondary={payer.personalName ? payer.name : null} sx={{ pr: 10 }} />
                </ListItem>
              ))}
            </List>
          )}
          {data && !candidates.called && (
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => void loadCandidates({ variables: { accountId } })}>
              Let another user pay
            </Button>
          )}
          {candidates.called && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                label="User"
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
                sx={{ minWidth: 220, flexGrow: 1 }}
                helperText={candidates.loading ? 'Loading...' : choices.length === 0 ? "Every one of the account's users may pay already" : ' '}
              >
                {choices.map((user) => (
                  <MenuItem key={user.userId} value={user.userId}>
                    {user.personalName ? `${user.personalName} (${user.name})` : user.name}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="contained"
                disabled={!chosen}
                loading={adding.loading}
                onClick={() =>
                  act(async () => {
                    await add({ variables: { accountId, userId: chosen } });
                    setChosen('');
                  }, 'let the user pay')
                }
                sx={{ alignSelf: { sm: 'flex-start' } }}
              >
                Let pay
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
