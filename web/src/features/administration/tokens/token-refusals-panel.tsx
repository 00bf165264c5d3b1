import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Refresh from '@mui/icons-material/Refresh';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { formatDateTime } from '../../../components/group-administration/access-levels';
import type { TokenCard_TokenFragment, TokenRefusalsQuery as RefusalsData } from '../../../gql/graphql';
import { refusalReasonLabels } from './token-caps';
import { TokenRefusalsQuery } from './token-documents';

type RefusedCall = RefusalsData['apiTokenRefusals']['latest'][number];

const calls = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'call' : 'calls'}`;

/**
 * "Blocked calls": what the services refused this key in the last 30 days, counted by reason, and
 * the latest calls with where they came from, so an owner can tell an attack (strange addresses
 * and referrers) from their own site misconfigured (its referrer, a cap set too low). Read afresh
 * each time it opens, as every refusal adds to it.
 */
export function TokenRefusalsPanel({ token }: { token: TokenCard_TokenFragment }) {
  const { data, loading, error, refetch } = useQuery(TokenRefusalsQuery, {
    variables: { accountId: token.accountId, id: token.id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const failure = useFailure('load the refused calls', { watch: data ? undefined : error });
  const refusals = data?.apiTokenRefusals;
  const headingId = `token-${token.id}-refusals`;

  return (
    <Stack spacing={2} sx={{ pt: 1 }} component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3" id={headingId}>
          Blocked calls
        </Typography>
        <Button
          size="small"
          startIcon={<Refresh />}
          loading={loading && !!data}
          onClick={() => void refetch()}
          aria-label={`Refresh the blocked calls of ${token.tag}`}
        >
          Refresh
        </Button>
      </Stack>
      <FailureMessage failure={failure} />
      {failure.message ? null : !refusals ? (
        <Skeleton variant="rounded" height={96} aria-label="Loading..." />
      ) : !refusals.available ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Refused calls are not available from this service: it keeps no record of them. The key&apos;s rules and caps still apply.
        </Typography>
      ) : refusals.total === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No calls with this key were refused in the last 30 days.
        </Typography>
      ) : (
        <>
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {calls(refusals.total)} refused in the last 30 days:
            </Typography>
            <Box component="ul" aria-label={`Blocked calls of ${token.tag} by reason`} sx={{ m: 0, pl: 2.5 }}>
              {refusals.byReason.map(({ reason, count }) => (
                <Typography component="li" variant="body2" key={reason}>
                  {refusalReasonLabels[reason]}: {count.toLocaleString('en-GB')}
                </Typography>
              ))}
            </Box>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {refusals.latest.length < refusals.total ? `The latest ${refusals.latest.length}, newest first:` : 'Newest first:'}
          </Typography>
          <RefusedCalls tag={token.tag} latest={refusals.latest} />
        </>
      )}
    </Stack>
  );
}

/** The latest refused calls: a table, or on a phone (five columns do not fit) one entry each. */
function RefusedCalls({ tag, latest }: { tag: string; latest: RefusedCall[] }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const label = `Latest blocked calls of ${tag}`;
  if (narrow) {
    return (
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {latest.map((call, index) => (
          <Box component="li" key={`${call.at}-${index}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {call.message}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {formatDateTime(call.at)} · {call.clientAddress} · {call.referrer || 'no referrer'} · {call.service}
            </Typography>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Referrer</TableCell>
            <TableCell>Service</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {latest.map((call, index) => (
            <TableRow key={`${call.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(call.at)}</TableCell>
              <TableCell>{call.clientAddress}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{call.referrer || 'None'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{call.service}</TableCell>
              <TableCell>{call.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
