import { Suspense } from 'react';
import { useReadQuery, type QueryRef } from '@apollo/client/react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql/gql';
import type { EditAccountQuery as EditAccountData, EditAccountQueryVariables } from '../../../gql/graphql';
import { useCurrentAccount } from '../../../lib/current-account';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { FailureMessage } from '../../../components/failure/failure-message';
import { useFailure } from '../../../components/failure/use-failure';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administeredGroupId } from './administered-group';
import { editAccountTips } from './account-tips';
import { DeleteAccountSection } from './delete-account-section';
import { EditAccountForm } from './edit-account-form';

export const EditAccountQuery = graphql(`
  query EditAccount($groupId: ID!) {
    groupAdministration(groupId: $groupId) {
      id
      group {
        id
        ...EditAccountForm_group
      }
    }
  }
`);

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  return { administration: groupId ? preloadQuery(EditAccountQuery, { variables: { groupId }, errorPolicy: 'all' }) : null };
}

type AdministrationRef = QueryRef<EditAccountData, EditAccountQueryVariables, 'complete' | 'streaming' | 'empty'>;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  const current = useCurrentAccount();
  useHelpTips('editAccount', editAccountTips);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Edit Account
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
    <Stack spacing={3} sx={{ maxWidth: 760 }} role="status" aria-label="Loading...">
      <Skeleton variant="text" width={240} sx={{ typography: 'h4' }} />
      <FormLoading />
    </Stack>
  );
}

function FormLoading() {
  return <Skeleton variant="rounded" height={480} />;
}

function LoadedForm({ administration }: { administration: AdministrationRef }) {
  const { data, error } = useReadQuery(administration);
  const failure = useFailure('load the account', { watch: data?.groupAdministration ? undefined : error });
  const group = data?.groupAdministration.group;
  if (!group) return <FailureMessage failure={failure} />;
  return (
    <>
      <EditAccountForm group={group} />
      {group.type === 'account' && <DeleteAccountSection account={group} />}
    </>
  );
}
