import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administeredGroupId } from './administered-group';
import { AdministeredGroupLoading, AdministeredGroupPage } from './administered-group-page';
import { editAccountTips } from './account-tips';
import { DeleteAccountSection } from './delete-account-section';
import { EditAccountForm } from '../../../components/group-administration/edit-account-form';
import { EditAccountQuery } from './edit-account-documents';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  return { administration: groupId ? preloadQuery(EditAccountQuery, { variables: { groupId }, errorPolicy: 'all' }) : null };
}

const maxWidth = 760;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  useHelpTips('editAccount', editAccountTips);
  return (
    <AdministeredGroupPage title="Edit Account" maxWidth={maxWidth} administration={administration}>
      {(group) => (
        <>
          <EditAccountForm group={group} returnTo="/administration/account" />
          {group.type === 'account' && <DeleteAccountSection account={group} />}
        </>
      )}
    </AdministeredGroupPage>
  );
}

export function Loading() {
  return <AdministeredGroupLoading maxWidth={maxWidth} />;
}
