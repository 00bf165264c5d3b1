import { InviteFormWaitingQuery } from '../../components/group-administration/invite-form-documents';
import Typography from '@mui/material/Typography';
import { useScreenData, type ScreenLoaderArgs } from '../../lib/route-module';
import { useHelpTips } from '../../components/help-tips/use-help-tips';
import { InviteForm } from '../../components/group-administration/invite-form';
import { PartnerGroupLoading, PartnerGroupPage, preloadPartnerGroup } from './partner-group-page';
import { partnerInviteTips } from './partner-tips';

export function loader(args: ScreenLoaderArgs) {
  const groupId = args.current.partner?.id;
  // The form reads the waiting invitations itself (useQuery); asked for here, they come with the screen.
  if (groupId) void args.preloadQuery(InviteFormWaitingQuery, { variables: { groupId }, errorPolicy: 'all' });
  return { partner: preloadPartnerGroup(args) };
}

const maxWidth = 640;

/** Invites someone to the partner: as a manager they look after the partner's organisations. */
export function Component() {
  const { partner } = useScreenData<typeof loader>();
  useHelpTips('partnerInvite', partnerInviteTips);
  return (
    <PartnerGroupPage title="Invite User" maxWidth={maxWidth} partner={partner}>
      {(group) => (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            Invite a colleague to <strong>{group.name || 'this partner'}</strong>. They get an e-mail with a link to register or log in and join.
          </Typography>
          <InviteForm group={group} returnTo="/partner/administration" />
        </>
      )}
    </PartnerGroupPage>
  );
}

export function Loading() {
  return <PartnerGroupLoading maxWidth={maxWidth} />;
}
