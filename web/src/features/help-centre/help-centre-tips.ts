import type { HelpTip } from '../../components/help-tips/help-tip';

/** The tour of the help centre: one tip, on the search, which finds a guide faster than the groups. */
export const helpCentreTips: HelpTip[] = [
  {
    helpTipName: 'helpCentreSearch',
    targetId: 'help-centre-search',
    side: 'bottom',
    order: 0,
    title: 'Search the guides',
    helpText:
      'Type a few words, such as <b>token</b> or <b>invoice</b>: the guides holding every word you type are listed as you type, with the line where they appear. Every screen of the portal also has a <b>?</b> button beside its breadcrumbs that opens its own guide.',
  },
];
