import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import type { GroupStatusQuery as GroupStatusData } from '../../../gql/graphql';
import { isStaff } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import { CharityStatus } from './charity-status';
import { CorporateStatus } from './corporate-status';
import { GroupStatusQuery } from './group-status-documents';
import { MigrationStatus } from './migration-status';

export interface GroupStatusPanelProps {
  /**
   * The group whose status to show and change. For an account, corporate and charity status are
   * its organisation's (when the user may see the organisation); an organisation is its own.
   */
  groupId: string;
  /** The level of the panel's own heading; its parts take the next. 3 by default, as in a card under an h2. */
  headingLevel?: 2 | 3;
}

type Loaded = NonNullable<GroupStatusData['groupStatus']>;

/** The organisation whose corporate and charity status the panel shows: the group, or an account's organisation. */
function organisationOf(group: Loaded) {
  if (group.type === 'organisation') return { organisation: group, partnerAbove: group.parent?.type === 'partner' ? group.parent : null };
  if (group.type === 'account' && group.parent?.type === 'organisation') {
    const above = group.parent.parent;
    return { organisation: group.parent, partnerAbove: above?.type === 'partner' ? above : null };
  }
  return { organisation: null, partnerAbove: null };
}

/**
 * Corporate status, charity status and (for the provider's staff) migration of a group, each
 * with what the signed-in user may do about it: the owner and staff promote and demote, set and
 * remove a charity number; staff alone confirm a charity and migrate. Refusals show in place.
 *
 * `<GroupStatusPanel groupId={group.id} />`
 */
export function GroupStatusPanel({ groupId, headingLevel = 3 }: GroupStatusPanelProps) {
  const session = useSession();
  const staff = session ? isStaff(session) : false;
  const { data, loading, error, refetch } = useQuery(GroupStatusQuery, { variables: { groupId } });
  const failure = useFailure('load the group status', { watch: data ? undefined : error });
  const group = data?.groupStatus;
  const level = headingLevel === 2 ? 'h3' : 'h4';

  let body;
  if (failure.message) body = null;
  else if (!data && loading) body = <Skeleton variant="rounded" height={96} aria-label="Loading group status" />;
  else if (!group) body = <Typography sx={{ color: 'text.secondary' }}>This group no longer exists.</Typography>;
  else {
    const { organisation, partnerAbove } = organisationOf(group);
    const mayChange = !!organisation && (organisation.isOwner || staff);
    // The group itself, or else its organisation, when it sits directly below a partner.
    const belowPartner =
      group.parent?.type === 'partner'
        ? { group, partner: group.parent }
        : organisation && partnerAbove
          ? { group: organisation, partner: partnerAbove }
          : null;
    body = (
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {organisation ? (
          <CorporateStatus organisation={organisation} mayChange={mayChange} level={level} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {group.type === 'partner'
              ? 'Only organisations can be corporate or charities.'
              : "The organisation's corporate and charity status is set by its owner."}
          </Typography>
        )}
        {organisation && <CharityStatus organisation={organisation} mayChange={mayChange} staff={staff} level={level} />}
        {staff && <MigrationStatus organisation={organisation} belowPartner={belowPartner} level={level} />}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="group-status-heading" id="group-status-panel">
      <Typography variant="h6" component={headingLevel === 2 ? 'h2' : 'h3'} id="group-status-heading" sx={{ mb: 1.5 }}>
        Corporate and charity status
      </Typography>
      <FailureMessage
        failure={failure}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
      {body}
    </Box>
  );
}
