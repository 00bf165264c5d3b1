import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { GroupStatusPanel } from '../group-status/group-status-panel';

/**
 * THE PLACE FOR THE CORPORATE AND CHARITY STATUS PANEL on Administration → Account: the panel
 * (features/administration/group-status) that changes the status of the group being administered,
 * shown inside the account's card, under its h2.
 */
export function GroupStatusSlot({ groupId }: { groupId: string }) {
  return (
    <Stack spacing={2}>
      <Divider />
      <GroupStatusPanel groupId={groupId} />
    </Stack>
  );
}
