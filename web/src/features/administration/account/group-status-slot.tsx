import Divider from '@mui/material/Divider';
import { GroupStatusPanel } from '../group-status/group-status-panel';

/**
 * THE PLACE FOR THE CORPORATE AND CHARITY STATUS PANEL on Administration → Account: the panel of
 * features/administration/group-status, which shows and changes the status of the account's
 * organisation (and, for staff, migration). It sits in the account's card, under its address.
 */
export function GroupStatusSlot({ groupId }: { groupId: string }) {
  return (
    <>
      <Divider />
      <GroupStatusPanel groupId={groupId} headingLevel={3} />
    </>
  );
}
