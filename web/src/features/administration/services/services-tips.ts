import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The tour of Administration → Services on a first visit. */
export const servicesTips: HelpTip[] = [
  {
    helpTipName: 'servicesSubscriptions',
    targetId: 'services-subscriptions',
    side: 'bottom',
    order: 1,
    title: 'Subscriptions and bundles',
    helpText: 'Each service the account subscribes to, with its <b>clicks</b> left, how fast they are used, and the click bundles added to it, newest first.',
  },
  {
    helpTipName: 'servicesAccess',
    targetId: 'services-access',
    side: 'top',
    order: 2,
    title: 'Who may use what',
    helpText: 'Switch a service off for a user, or for one API token, and it is refused to them at once. Everything is on until you switch it off.',
  },
];
