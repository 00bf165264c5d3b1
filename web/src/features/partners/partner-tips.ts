import type { HelpTip } from '../../components/help-tips/help-tip';

export const leadsTips: HelpTip[] = [
  {
    helpTipName: 'partnerLeadsCreate',
    targetId: 'create-lead-button',
    side: 'bottom',
    order: 0,
    title: 'Submit a lead',
    helpText: 'Tell us about a company you are bringing to us: the services it needs and how likely it is to sign.',
  },
  {
    helpTipName: 'partnerLeadsFilter',
    targetId: 'leads-filter',
    side: 'bottom',
    order: 1,
    title: 'Find a lead',
    helpText: 'Type part of a company, contact or service, or choose a status. Click a column heading to sort by it.',
  },
];

export const leadTips: HelpTip[] = [
  {
    helpTipName: 'partnerLeadStatus',
    targetId: 'lead-status-form',
    side: 'bottom',
    order: 0,
    title: 'Where the lead stands',
    helpText: 'Mark a lead <b>Won</b> or <b>Lost</b> once it closes, or edit it as you learn more.',
  },
];

export const leadFormTips: HelpTip[] = [
  {
    helpTipName: 'partnerLeadServices',
    targetId: 'lead-services',
    side: 'top',
    order: 0,
    title: 'Services',
    helpText: 'Tick each service the company needs and say how many clicks (or, for a cleanse, records) a year.',
  },
];

export const partnerAdministrationTips: HelpTip[] = [
  {
    helpTipName: 'partnerAccountsClicks',
    targetId: 'partner-accounts',
    side: 'top',
    order: 0,
    title: 'Your customers’ clicks',
    helpText: 'Each account below your partnership with its plan and clicks. A warning marks an account expected to run out before its plan ends.',
  },
];

export const partnerUsersTips: HelpTip[] = [
  {
    helpTipName: 'partnerInviteUser',
    targetId: 'partner-invite-button',
    side: 'bottom',
    order: 1,
    title: 'Invite a colleague',
    helpText: 'Invite someone to your partnership. A <b>Manager</b> looks after the organisations you bring to us.',
  },
];

export const partnerInviteTips: HelpTip[] = [
  {
    helpTipName: 'partnerInviteForm',
    targetId: 'invite-form',
    side: 'top',
    order: 0,
    title: 'Choose their access',
    helpText: 'Owners run the partnership; managers look after its organisations; members use its services. The invitation expires after the time you give.',
  },
];

export const partnerEditUserTips: HelpTip[] = [
  {
    helpTipName: 'partnerEditUserAccess',
    targetId: 'edit-user-access',
    side: 'top',
    order: 0,
    title: 'Their access',
    helpText: 'Change what they may do for the partnership, lock them out of the portal, or remove them from it.',
  },
];

export const editPartnerTips: HelpTip[] = [
  {
    helpTipName: 'editPartnerForm',
    targetId: 'edit-account-form',
    side: 'top',
    order: 0,
    title: 'Your partnership’s details',
    helpText: 'The name and address we hold for your partnership. The new name shows everywhere as soon as you save.',
  },
];
