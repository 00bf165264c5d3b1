import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentAccount } from '../../lib/current-account';
import { routeTo } from '../../lib/navigation';

const typeLabels = { partner: 'Partner', organisation: 'Organisation', account: 'Account' } as const;

/** Which account the portal acts for, with the partner and organisation above it. */
export function AccountSummary({ current }: { current: CurrentAccount }) {
  const { account } = current;
  const above = [current.partner, current.organisation].filter((group) => group !== null);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Current account
        </Typography>
        {!account ? (
          <Typography data-testid="current-account">No account selected</Typography>
        ) : (
          <Stack spacing={1}>
            <Typography variant="h6" data-testid="current-account">
              {account.name || 'Unnamed account'}
            </Typography>
            {above.map((group) => (
              <Typography key={group.id} variant="body2" sx={{ color: 'text.secondary' }}>
                {typeLabels[group.type]}: {group.name}
              </Typography>
            ))}
            {/* Wraps, as the account page's status chips do: three of them are wider than a phone's card. */}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={account.isOwner ? 'primary' : 'default'}
                label={account.isOwner ? 'Owner' : account.isMember ? 'Member' : 'Staff access'}
              />
              <Chip size="small" variant="outlined" label={account.territory === 'australia' ? 'Australia' : 'United Kingdom'} />
              {account.pendingOwnership && <Chip size="small" color="warning" label="Pending Ownership" />}
            </Stack>
            {/* A new organisation's first account has no name until its owner finishes setting up. */}
            {!account.name && account.isOwner && current.organisation && (
              <div>
                <Button component={RouterLink} to={routeTo('/welcomewizard')} variant="outlined" size="small">
                  Finish setting up
                </Button>
              </div>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
