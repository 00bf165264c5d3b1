import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import type { InviteGroupQuery as InviteGroupData, InviteGroupQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administeredGroupId } from './administered-group';
import { inviteTips } from './account-tips';
import { InviteForm } from './invite-form';

export const InviteGroupQuery = graphql(`
  query InviteGroup($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        name
        type
      }
    }
  }
`);

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  return { administration: groupId ? preloadQuery(InviteGroupQuery, { variables: { groupId }, errorPolicy: 'all' }) : null };
}

type AdministrationRef = QueryRef<InviteGroupData, InviteGroupQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  useHelpTips('invite', inviteTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Invite User
      </Typography>
      {!administration || !administeredGroupId(current) ? (
        <Typography sx={{ color: 'text.secondary' }}>Choose an account first, with Change Account.</Typography>
      ) : (
        <Suspense fallback={<FormLoading />}>
          <LoadedForm administration={administration} />
        </Suspense>
      )}
    </Stack>
  );
}

export function Loading() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={220} sx={{ typography: 'h4' }} />
      <FormLoading />
    </Stack>
  );
}

function FormLoading() {
  return <Skeleton variant="rounded" height={400} />;
}

function LoadedForm({ administration }: { administration: AdministrationRef }) {
  const { data, error } = useReadQuery(administration);
  const failure = useFailure('load the account', { watch: data?.groupAdministration ? undefined : error });
  const group = data?.groupAdministration.group;
  if (!group) return <FailureMessage failure={failure} />;
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>
        Invite a colleague to <strong>{group.name || 'this account'}</strong>. They get an e-mail with a link to register or log in and join.
      </Typography>
      <InviteForm group={group} />
    </>
  );
}
