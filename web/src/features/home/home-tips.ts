import type { HelpTip } from '../../components/help-tips/help-tip';

/** The tour a customer gets on their first visit home. */
export const homeTips: HelpTip[] = [
  {
    helpTipName: 'welcome',
    side: 'middle',
    order: 0,
    title: 'Welcome to the Data Portal',
    helpText: 'Look up and validate addresses, e-mail addresses and bank accounts, and keep an eye on your <b>clicks</b>. These tips show you around.',
  },
  {
    helpTipName: 'homeChangeAccount',
    targetId: 'change-account-button',
    side: 'bottom',
    order: 1,
    title: 'Change Account',
    helpText: 'Working for more than one organisation or account? Switch between them here.',
  },
  {
    helpTipName: 'homeSubscriptions',
    targetId: 'home-subscriptions',
    side: 'top',
    order: 2,
    title: 'Your subscriptions',
    helpText: 'Each service you subscribe to, with the <b>clicks</b> left in this period and when it renews.',
  },
];
