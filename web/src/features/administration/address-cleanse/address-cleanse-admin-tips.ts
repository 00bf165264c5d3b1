import type { HelpTip } from '../../../components/help-tips/help-tip';

export const administrationTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseAdministrationCosts',
    targetId: 'address-cleanse-prices',
    side: 'top',
    order: 1,
    title: 'Address cleanse prices',
    helpText: 'What each part of a cleanse costs, per territory and period, and what each job was charged.',
  },
];

export const priceUpdateTips: HelpTip[] = [
  {
    helpTipName: 'addressCleansePriceUpdate',
    targetId: 'address-cleanse-price-form',
    side: 'top',
    order: 1,
    title: 'Change a price',
    helpText: 'The new figures apply to every cost worked out from now on.',
  },
];
