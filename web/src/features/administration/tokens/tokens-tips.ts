import type { HelpTip } from '../../../components/help-tips/help-tip';

/** The first visit to Administration → Tokens. */
export const tokensTips: HelpTip[] = [
  {
    helpTipName: 'tokensCreate',
    targetId: 'tokens-create-button',
    side: 'bottom',
    order: 0,
    title: 'API tokens',
    helpText:
      'A token is a key your own programs send to the services instead of signing in. Use <b>Create token</b> to make one; you confirm it with your password.',
  },
  {
    helpTipName: 'tokensList',
    targetId: 'tokens-list',
    side: 'top',
    order: 1,
    title: 'Restrict and lock',
    helpText:
      'Limit a token to an <b>IP range</b> or a <b>referrer</b>, give it an expiry or <b>daily caps</b>, or <b>Lock</b> it: the services refuse it at once. <b>Try it</b> runs a look-up with the key so you can see the rules act, and <b>Blocked calls</b> shows what was refused, from where and why.',
  },
];
