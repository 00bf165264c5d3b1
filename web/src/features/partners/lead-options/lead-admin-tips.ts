import type { HelpTip } from '../../../components/help-tips/help-tip';

export const leadAdminTips: HelpTip[] = [
  {
    helpTipName: 'leadAdminAdd',
    targetId: 'add-lead-option',
    side: 'bottom',
    order: 0,
    title: 'Lead form options',
    helpText: 'Each option appears on the partners’ lead form beneath its service, for them to tick.',
  },
];
