import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The first-visit tour of Payment Validation. */
export const paymentValidationTips: HelpTip[] = [
  {
    helpTipName: 'paymentValidationForm',
    targetId: 'sort-code',
    side: 'bottom',
    order: 1,
    title: 'Check a bank account',
    helpText: 'Enter the sort code and account number. The check tells you whether they belong together; each check counts one <b>click</b>.',
  },
];
