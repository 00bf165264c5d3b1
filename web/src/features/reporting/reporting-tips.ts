import type { HelpTip } from '../../components/help-tips/help-tip';

const periodTip = (order: number): HelpTip => ({
  helpTipName: `reportPeriod${order}`,
  targetId: 'report-period',
  side: 'bottom',
  order,
  title: 'Choose the period',
  helpText:
    'Pick the <b>last 7, 30 or 90 days</b>, <b>this month</b>, <b>last month</b> or a <b>custom range</b>. The period is kept in the page address, so you can bookmark a report or send it to a colleague.',
});

/** The first visit to Reporting → Summary. */
export const summaryTips: HelpTip[] = [
  { ...periodTip(0), helpTipName: 'reportingSummaryPeriod' },
  {
    helpTipName: 'reportingSummaryForecast',
    targetId: 'reporting-summary-forecast',
    side: 'top',
    order: 1,
    title: 'When your clicks run out',
    helpText:
      'At the recent daily average, the day each subscription’s clicks run out. When that is <b>before it renews</b>, buy a bundle in the Shop to keep going.',
  },
];

/** The first visit to Reporting → Services. */
export const servicesTips: HelpTip[] = [
  { ...periodTip(0), helpTipName: 'reportingServicesPeriod' },
  {
    helpTipName: 'reportingServicesChart',
    targetId: 'reporting-services-chart',
    side: 'top',
    order: 1,
    title: 'Use over time',
    helpText:
      'Each subscription’s clicks by day or by month. Weeks that changed a lot are marked with arrows. <b>Show the figures</b> lists the numbers; <b>Export CSV</b> saves them.',
  },
];

/** The first visit to Reporting → Tokens. */
export const tokensTips: HelpTip[] = [
  { ...periodTip(0), helpTipName: 'reportingTokensPeriod' },
  {
    helpTipName: 'reportingTokensChoose',
    targetId: 'report-token',
    side: 'bottom',
    order: 1,
    title: 'One token or all',
    helpText: 'See every API token’s clicks together, or choose one token by its name.',
  },
];
