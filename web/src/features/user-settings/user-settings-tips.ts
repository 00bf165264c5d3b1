import type { HelpTip } from '../../components/help-tips/help-tip';

/** The first visit to a user's settings. */
export const userSettingsTips: HelpTip[] = [
  {
    helpTipName: 'userSettingsDetails',
    targetId: 'user-settings-details',
    side: 'bottom',
    order: 0,
    title: 'Your details',
    helpText: 'The name, company and address we hold for you. Use <b>Edit details</b> to change them, or <b>Change password</b> to choose a new password.',
  },
  {
    helpTipName: 'userSettingsPrivacy',
    targetId: 'user-settings-privacy',
    side: 'top',
    order: 1,
    title: 'Privacy settings',
    helpText: 'Choose what we may send you and share. Each switch takes effect at once.',
  },
];

/** The first visit to the form that edits your details. */
export const editUserTips: HelpTip[] = [
  {
    helpTipName: 'editUserDetails',
    targetId: 'edit-user-form',
    side: 'top',
    order: 0,
    title: 'Edit your details',
    helpText: 'Your e-mail address is the name you log in with, so it stays as it is. Everything else can be changed here.',
  },
];

/** The first visit to the password change. */
export const updatePasswordTips: HelpTip[] = [
  {
    helpTipName: 'updatePasswordRule',
    targetId: 'update-password-rule',
    side: 'top',
    order: 0,
    title: 'A strong password',
    helpText: 'Your new password needs at least 8 characters, with a letter and a digit. Each part of the rule is ticked as you type.',
  },
];
