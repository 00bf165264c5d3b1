import { InviteFormWaitingQuery } from '../../../components/group-administration/invite-form-documents';
import Typography from '@mui/material/Typography';
import { useScreenData, type ScreenLoaderArgs } from '../../../lib/route-module';
import { useHelpTips } from '../../../components/help-tips/use-help-tips';
import { administeredGroupId } from './administered-group';
import { AdministeredGroupLoading, AdministeredGroupPage } from './administered-group-page';
import { inviteTips } from './account-tips';
import { InviteForm } from '../../../components/group-administration/invite-form';
import { InviteGroupQuery } from './invite-documents';

export function loader({ current, preloadQuery }: ScreenLoaderArgs) {
  const groupId = administeredGroupId(current);
  // The form reads the waiting invitations itself (useQuery); asked for here, they come with the screen.
  if (groupId) void preloadQuery(InviteFormWaitingQuery, { variables: { groupId }, errorPolicy: 'all' });
  return { administration: groupId ? preloadQuery(InviteGroupQuery, { variables: { groupId }, errorPolicy: 'all' }) : null };
}

const maxWidth = 640;

export function Component() {
  const { administration } = useScreenData<typeof loader>();
  useHelpTips('invite', inviteTips);
  return (
    <AdministeredGroupPage title="Invite User" maxWidth={maxWidth} administration={administration}>
      {(group) => (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            Invite a colleague to <strong>{group.name || 'this account'}</strong>. They get an e-mail with a link to register or log in and join.
          </Typography>
          <InviteForm group={group} returnTo="/administration/account" />
        </>
      )}
    </AdministeredGroupPage>
  );
}

export function Loading() {
  return <AdministeredGroupLoading maxWidth={maxWidth} />;
}
