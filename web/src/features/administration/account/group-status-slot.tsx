/**
 * THE PLACE FOR THE CORPORATE AND CHARITY STATUS PANEL on Administration → Account.
 *
 * The panel that changes a group's corporate and charity status is its own component
 * (features/administration/group-status); the account screen shows it here, inside the account's
 * card, for the group being administered. Until it is built this shows nothing: the card itself
 * shows the status (Corporate, Charity, Pending Ownership) read-only.
 */
export function GroupStatusSlot(_props: { groupId: string }) {
  return null;
}
