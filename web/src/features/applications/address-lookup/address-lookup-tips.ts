import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The first-visit tour of Address Lookup. */
export const addressLookupTips: HelpTip[] = [
  {
    helpTipName: 'addressLookupSearch',
    targetId: 'address-search',
    side: 'bottom',
    order: 1,
    title: 'Find an address',
    helpText: 'Type part of an address or a postcode and pick a suggestion. Suggestions are free; retrieving the whole address counts one <b>click</b>.',
  },
  {
    helpTipName: 'addressLookupLabelLayout',
    targetId: 'label-configuration',
    side: 'left',
    order: 2,
    title: 'Label layout',
    helpText:
      'Choose how many lines the label has and where the town and postcode go. It applies to the next address you retrieve, costs no click, and is kept for next time.',
  },
];
