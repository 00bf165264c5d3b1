import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The tour of Create Bundle on a first visit. */
export const bundleCreateTips: HelpTip[] = [
  {
    helpTipName: 'bundleCreateForm',
    targetId: 'bundle-create-form',
    side: 'bottom',
    order: 1,
    title: 'Add a click bundle',
    helpText: 'Choose the subscription to top up, the <b>clicks</b> and the price. The account can use them at once unless you give a later start.',
  },
  {
    helpTipName: 'bundleCreateList',
    targetId: 'bundle-create-list',
    side: 'top',
    order: 2,
    title: 'Bundles already added',
    helpText: 'Newest first under each subscription: edit, delete, or open the invoice.',
  },
];
