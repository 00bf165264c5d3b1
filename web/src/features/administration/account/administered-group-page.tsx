import { Suspense, type ReactNode } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentAccount } from '../../../lib/current-account';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { administeredGroupId } from './administered-group';

/** What a page about the administered group reads: the group, in whatever shape the page's query asks for. */
interface GroupData<Group> {
  groupAdministration: { group: Group };
}

type GroupRef<Group> = QueryRef<GroupData<Group>, { groupId: string }, 'complete' | 'streaming' | 'empty'>;

interface PageProps {
  title: string;
  /** The page's width: a form reads best narrower than the screen. */
  maxWidth: number;
}

/**
 * A page that works on the account (or organisation) being administered, with one form: its
 * title, its form once the group has loaded, a failure in place, and a word when no account is chosen.
 */
export function AdministeredGroupPage<Group>({
  title,
  maxWidth,
  administration,
  children,
}: PageProps & { administration: GroupRef<Group> | null; children: (group: Group) => ReactNode }) {
  const current = useCurrentAccount();
  return (
    <Stack spacing={3} sx={{ maxWidth }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {!administration || !administeredGroupId(current) ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={400} />}>
          <LoadedGroup administration={administration}>{children}</LoadedGroup>
        </Suspense>
      )}
    </Stack>
  );
}

/** The page until its module and data are here. */
export function AdministeredGroupLoading({ maxWidth }: Pick<PageProps, 'maxWidth'>) {
  return (
    <Stack spacing={3} sx={{ maxWidth }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={240} sx={{ typography: 'h4' }} />
      <Skeleton variant="rounded" height={400} />
    </Stack>
  );
}

function LoadedGroup<Group>({ administration, children }: { administration: GroupRef<Group>; children: (group: Group) => ReactNode }) {
  const { data, error } = useReadQuery(administration);
  const failure = useFailure('load the account', { watch: data?.groupAdministration ? undefined : error });
  const group = data?.groupAdministration.group;
  if (!group) return <FailureMessage failure={failure} />;
  return <>{children(group)}</>;
}
