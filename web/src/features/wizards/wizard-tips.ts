import type { HelpTip } from '../../components/help-tips/help-tip';

export const organisationWizardTips: HelpTip[] = [
  {
    helpTipName: 'organisationWizardSteps',
    targetId: 'organisation-wizard-steps',
    side: 'bottom',
    order: 0,
    title: 'Step by step',
    helpText: 'Give the organisation a name, list its accounts, then check and <b>Create</b>. Nothing is created until the last step.',
  },
];

export const welcomeWizardTips: HelpTip[] = [
  {
    helpTipName: 'welcomeWizardSteps',
    targetId: 'welcome-wizard-steps',
    side: 'bottom',
    order: 0,
    title: 'Getting started',
    helpText: 'Four short steps set up your organisation. You can leave at any time: the wizard picks up where you left off.',
  },
];
