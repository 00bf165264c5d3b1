import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GroupDetailsCard_GroupFragment } from '../../../gql/graphql';
import { groupTypeLabels } from '../../../components/group-administration/access-levels';

const charityLabels = { pending: 'Charity, pending verification', valid: 'Charity', notValid: 'Charity number not valid' } as const;
const territoryLabels = { uk: 'United Kingdom', australia: 'Australia' } as const;

/**
 * The group Administration works on: its name, where it sits, its postal address, territory and
 * status. `statusPanel` is the place for the corporate and charity status panel (features/
 * administration/group-status), which changes the status; this card only shows it.
 */
export function GroupDetailsCard({ group, actions, statusPanel }: { group: GroupDetailsCard_GroupFragment; actions?: ReactNode; statusPanel?: ReactNode }) {
  const address = [group.address1, group.address2, group.address3, group.address4, group.town, group.county, group.postcode, group.country].filter(
    (line) => !!line?.trim(),
  );
  const corporate = group.subtype === 'corporate';
  return (
    <Card variant="outlined" id="account-details" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="administered-group-name">
              {group.name || 'Unnamed account'}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {groupTypeLabels[group.type]}
              {group.parentName ? ` in ${group.parentName}` : ''}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Status">
            <Chip size="small" variant="outlined" label={territoryLabels[group.territory]} />
            {corporate && <Chip size="small" color="primary" variant="outlined" label="Corporate" />}
            {group.subtype === 'referrer' && <Chip size="small" variant="outlined" label="Referrer" />}
            {group.charity && (
              <Chip
                size="small"
                variant="outlined"
                color={group.charity.status === 'notValid' ? 'error' : 'default'}
                label={`${charityLabels[group.charity.status]} (${group.charity.number})`}
              />
            )}
            {group.pendingOwnership && <Chip size="small" color="warning" label="Pending Ownership" />}
          </Stack>
          <div>
            <Typography variant="overline" component="h3" sx={{ color: 'text.secondary' }}>
              Address
            </Typography>
            {address.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>No address given yet.</Typography>
            ) : (
              <Typography component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }} data-testid="administered-group-address">
                {address.map((line, index) => (
                  <span key={index}>
                    {line}
                    <br />
                  </span>
                ))}
              </Typography>
            )}
          </div>
          {statusPanel}
          {actions}
        </Stack>
      </CardContent>
    </Card>
  );
}
