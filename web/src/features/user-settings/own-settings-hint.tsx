import { Link as RouterLink, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { portalConfig } from '../../lib/config';
import { withSearch } from '../../lib/navigation';
import { OwnedGroupsQuery } from './owned-groups-documents';

interface OwnedGroup {
  isOwner: boolean;
  children?: readonly OwnedGroup[] | null;
}

/** Whether the user owns any of these groups or of the groups below them. */
export function ownsSomeGroup(groups: readonly OwnedGroup[]): boolean {
  return groups.some((group) => group.isOwner || ownsSomeGroup(group.children ?? []));
}

/**
 * Under the user's own details, where the account in use lets them neither edit them nor change
 * their password (owner-only pages): how they can. Change Account helps only someone who owns an
 * account to change to; a member who owns none is told who can edit their details, and how to
 * change the password without those pages. Nobody but the user themselves and the provider's staff
 * may change a user's details (not an owner of their account), so the member is sent to support,
 * at the address the route error page names. Nothing while the groups are unknown: the frame has
 * read them already, so that is only a moment, and a hint that could be wrong is worse than none.
 */
export function OwnSettingsHint() {
  const { data } = useQuery(OwnedGroupsQuery, { fetchPolicy: 'cache-first' });
  const { search } = useLocation();
  const { supportEmail } = portalConfig();
  if (!data) return null;
  const hint = { variant: 'body2', sx: { color: 'text.secondary', mt: 3 } } as const;
  if (ownsSomeGroup(data.myGroups)) {
    return <Typography {...hint}>To edit your details or change your password, choose an account you own with Change Account.</Typography>;
  }
  return (
    <Typography {...hint}>
      To change your details, contact support at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>. To change your password,{' '}
      <Link component={RouterLink} to={withSearch('/resetpassword', search)}>
        reset it with a code sent to you by e-mail
      </Link>
      .
    </Typography>
  );
}
