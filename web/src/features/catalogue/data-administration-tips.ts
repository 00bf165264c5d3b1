import type { HelpTip } from '../../components/help-tips/help-tip';

export const dataAdministrationTips: HelpTip[] = [
  {
    helpTipName: 'dataAdministrationPlans',
    targetId: 'catalogue-plans',
    side: 'top',
    order: 0,
    title: 'Plans',
    helpText: 'Every plan of both territories. A plan on sale is in the shop at once; a change here changes what the shop offers.',
  },
];

export const planTips: HelpTip[] = [
  {
    helpTipName: 'dataAdministrationPlanActions',
    targetId: 'plan-actions',
    side: 'bottom',
    order: 0,
    title: 'Change the plan',
    helpText: 'Edit its terms and price tiers, or the <b>filters</b> and <b>comparison</b> lines the shop shows with it.',
  },
];

export const planFormTips: HelpTip[] = [
  {
    helpTipName: 'dataAdministrationPlanTiers',
    targetId: 'plan-pricing',
    side: 'top',
    order: 0,
    title: 'Price tiers',
    helpText: 'Each tier is a number of clicks and its price. The shop prices a quantity at the rate of the largest tier it reaches.',
  },
];

export const orderedLinesTips: HelpTip[] = [
  {
    helpTipName: 'dataAdministrationReorder',
    targetId: 'ordered-lines',
    side: 'top',
    order: 0,
    title: 'Order',
    helpText: 'Drag a line by its handle, or use the arrow buttons, to change the order the shop shows them in.',
  },
];

export const datasetTips: HelpTip[] = [
  {
    helpTipName: 'dataAdministrationDataset',
    targetId: 'dataset-details',
    side: 'top',
    order: 0,
    title: 'Dataset',
    helpText: 'A dataset that plans use cannot be deleted; its name changes on every plan at once.',
  },
];
