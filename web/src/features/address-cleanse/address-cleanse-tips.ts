import type { HelpTip } from '../../components/help-tips/help-tip';

// The first-visit tips of the address cleanse screens, one tour per screen.

export const filesTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseUpload',
    targetId: 'address-cleanse-upload-button',
    side: 'bottom',
    order: 1,
    title: 'Cleanse an address file',
    helpText:
      'Upload a <b>CSV</b>, <b>TSV</b> or text file of addresses. You map its columns, see test results and the cost, and only then pay for the full run.',
  },
];

export const uploadTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseChooseFile',
    targetId: 'address-cleanse-file-picker',
    side: 'bottom',
    order: 1,
    title: 'Choose your file',
    helpText: 'Any size will do: it is sent in parts, and an upload cut short by a dropped connection carries on where it stopped.',
  },
];

export const updateFieldsTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseMapping',
    targetId: 'address-cleanse-mapping',
    side: 'top',
    order: 1,
    title: 'Map your columns',
    helpText: 'Say which address field each column holds. Several address lines are used in the order you give them.',
  },
];

export const propertiesTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseProperties',
    targetId: 'address-cleanse-properties',
    side: 'top',
    order: 1,
    title: 'What the cleanse does',
    helpText: 'Choose what to correct, how to find <b>duplicates</b>, which suppression lists to check and what the cleansed file holds.',
  },
];

export const fileTips: HelpTip[] = [
  {
    helpTipName: 'addressCleanseTestResults',
    targetId: 'address-cleanse-test-results',
    side: 'top',
    order: 1,
    title: 'Test results',
    helpText:
      'The first 300 records were cleansed as a test. <b>What happens to each record</b> accounts for every one of them and says which file it goes to. Check the figures and the cost before you pay for the whole file.',
  },
];
