import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The first-visit tour of Email Validation. */
export const emailValidationTips: HelpTip[] = [
  {
    helpTipName: 'emailValidationList',
    targetId: 'email-list',
    side: 'bottom',
    order: 1,
    title: 'Validate e-mail addresses',
    helpText: 'Type one address, or paste up to 100 from a spreadsheet or an e-mail. Each address checked counts one <b>click</b>.',
  },
];
