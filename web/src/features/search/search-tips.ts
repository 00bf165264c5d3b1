import type { HelpTip } from '../../components/help-tips/help-tip';

/** The tour of the staff search. */
export const searchTips: HelpTip[] = [
  {
    helpTipName: 'searchBox',
    targetId: 'search-box',
    side: 'bottom',
    order: 0,
    title: 'Account Search',
    helpText:
      'Type part of a <b>group</b> name, a <b>user</b> name or e-mail address, or an API <b>token</b> tag. The search is kept in the address, so you can bookmark it or share it with a colleague.',
  },
];
