import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentAccount, CurrentGroup } from '../../lib/current-account';
import { routeTo } from '../../lib/navigation';
import { isStaff } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { accessLevelLabels } from '../../components/group-administration/access-levels';

const typeLabels = { partner: 'Partner', organisation: 'Organisation', account: 'Account' } as const;

/**
 * The user's access to the account, in the words the access levels are shown in elsewhere.
 * Owning and belonging carry down from the groups above, so a partner's owner or member is one
 * here too (a sudo owner counts as an owner). Anyone else who sees the account holds it through
 * a partner they manage, the one level left; staff hold none and see every account.
 */
export function accessLabel(account: Pick<CurrentGroup, 'isOwner' | 'isMember'>, staff: boolean): string {
  if (account.isOwner) return accessLevelLabels.owner;
  if (account.isMember) return accessLevelLabels.member;
  return staff ? 'Staff access' : accessLevelLabels.manager;
}

/** Which account the portal acts for, with the partner and organisation above it. */
export function AccountSummary({ current }: { current: CurrentAccount }) {
  const { account } = current;
  const session = useSession();
  const staff = session !== null && isStaff(session);
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
              <Chip size="small" color={account.isOwner ? 'primary' : 'default'} label={accessLabel(account, staff)} />
              <Chip size="small" variant="outlined" label={account.territory === 'australia' ? 'Australia' : 'United Kingdom'} />
              {account.pendingOwnership && <Chip size="small" color="warning" label="Pending Ownership" />}
            </Stack>
            {/* A new organisation's first account has no name until its owner finishes setting up (not through a referrer, who lacks administration). */}
            {!account.name && account.isOwner && current.organisation && current.partner?.subtype !== 'referrer' && (
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
