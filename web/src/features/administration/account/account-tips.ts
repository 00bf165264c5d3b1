import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The first visit to Administration → Account. */
export const accountTips: HelpTip[] = [
  {
    helpTipName: 'accountDetails',
    targetId: 'account-details',
    side: 'bottom',
    order: 0,
    title: 'Your account',
    helpText: 'The account you are working in: its address, territory and status. Use <b>Edit account</b> to rename it or change its address.',
  },
  {
    helpTipName: 'accountUsers',
    targetId: 'account-users',
    side: 'top',
    order: 1,
    title: 'Users',
    helpText: 'Everyone who can use this account, with their <b>access level</b>. Choose <b>Edit</b> to change a level, lock a user out or remove them.',
  },
  {
    helpTipName: 'accountInvite',
    targetId: 'account-invite-button',
    side: 'bottom',
    order: 2,
    title: 'Invite colleagues',
    helpText: 'Send an invitation by e-mail. It waits under <b>Pending invitations</b> until it is accepted, and you can withdraw it until then.',
  },
];

/** The first visit to the form that edits the account. */
export const editAccountTips: HelpTip[] = [
  {
    helpTipName: 'editAccountForm',
    targetId: 'edit-account-form',
    side: 'top',
    order: 0,
    title: 'Edit the account',
    helpText: 'Change the name and address. A new name shows in the account bar as soon as you save.',
  },
];

/** The first visit to the invitation form. */
export const inviteTips: HelpTip[] = [
  {
    helpTipName: 'inviteForm',
    targetId: 'invite-form',
    side: 'top',
    order: 0,
    title: 'Invite a user',
    helpText: 'We e-mail a link to join this account. <b>Take ownership</b> hands the account over: the invitee becomes an owner when they accept.',
  },
];

/** The first visit to a user's page. */
export const editUserTips: HelpTip[] = [
  {
    helpTipName: 'editUserAccess',
    targetId: 'edit-user-access',
    side: 'top',
    order: 0,
    title: "The user's access",
    helpText: 'Change what this user may do here, lock them out of the portal, or remove them from the account.',
  },
];
