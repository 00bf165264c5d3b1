import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { EditAccountForm } from '../../components/group-administration/edit-account-form';
import { PartnerGroupLoading, PartnerGroupPage, preloadPartnerGroup } from './partner-group-page';
import { editPartnerTips } from './partner-tips';

export function loader(args: ScreenLoaderArgs) {
  return { partner: preloadPartnerGroup(args) };
}

const maxWidth = 760;

/** The partner's name and postal address. */
export function Component() {
  const { partner } = useScreenData<typeof loader>();
  useHelpTips('editPartner', editPartnerTips);
  return (
    <PartnerGroupPage title="Edit Partner" maxWidth={maxWidth} partner={partner}>
      {(group) => <EditAccountForm group={group} kind="partner" returnTo="/partner/administration" />}
    </PartnerGroupPage>
  );
}

export function Loading() {
  return <PartnerGroupLoading maxWidth={maxWidth} />;
}
