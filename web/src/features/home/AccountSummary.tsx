import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql/gql';
import type { AccountSummary_GroupFragment } from '../../gql/graphql';

export const AccountSummary_group = graphql(`
  fragment AccountSummary_group on Group {
    id
    name
    type
    subtype
    territory
    isOwner
    isMember
    pendingOwnership
  }
`);

const typeLabels: Record<string, string> = { partner: 'Partner', organisation: 'Organisation', account: 'Account' };

/** Which account the session acts for, with the partner and organisation above it. */
export function AccountSummary({ chain }: { chain: readonly AccountSummary_GroupFragment[] }) {
  const account = chain.at(-1);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Current account
        </Typography>
        {!account ? (
          <Typography data-testid="current-account">No account selected</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography variant="h6" data-testid="current-account">
              {account.name}
            </Typography>
            {chain.slice(0, -1).map((group) => (
              <Typography key={group.id} variant="body2" sx={{ color: 'text.secondary' }}>
                {typeLabels[group.type]}: {group.name}
              </Typography>
            ))}
            <Stack direction="row" spacing={1}>
              <Chip size="small" color={account.isOwner ? 'primary' : 'default'} label={account.isOwner ? 'Owner' : 'Member'} />
              <Chip size="small" variant="outlined" label={account.territory === 'australia' ? 'Australia' : 'United Kingdom'} />
              {account.pendingOwnership && <Chip size="small" color="warning" label="Pending Ownership" />}
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
