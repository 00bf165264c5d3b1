import type { Guide } from '../guide';

export const ReportingSummaryGuide: Guide = {
  name: 'ReportingSummaryGuide',
  title: 'Reporting Guide',
  group: 'Reporting',
  summary: 'Read how many clicks each subscription and API token used, when they will run out, and what your address cleanse cost.',
  sections: [
    {
      heading: 'What reporting is for',
      blocks: [
        {
          p: 'The Reporting menu answers three questions about the current account: how much have we used, how quickly, and when will it run out. **Summary** gives the overview, **Services** the clicks per day or month of each subscription, and **Tokens** the clicks of each API token. Owners of the account and the provider’s staff can see them.',
        },
      ],
    },
    {
      heading: 'Choose the period',
      blocks: [
        {
          p: 'Every report has a **Period** chooser: **Last 7 days**, **Last 30 days**, **Last 90 days**, **This month**, **Last month**, or **Custom range**, where you type or pick a **From** and a **To** day and select **Apply** (at most 731 days). The dates covered are written under the heading (“Acme Main · 25 Oct 2026 to 23 Nov 2026 (UTC days)”): the services count each day from midnight UTC, so a morning’s clicks in Sydney fall on the day before. The period is kept in the page’s address, so you can bookmark a report or send the link to a colleague.',
        },
      ],
    },
    {
      heading: 'The summary',
      blocks: [
        { shot: 'reportingSummary' },
        {
          terms: [
            ['Clicks used', 'Clicks counted in the period the report covers.'],
            [
              'Clicks left',
              'What remains now, out of the plan’s allowance with its bundles (19,583 of 23,000), as home and Administration → Services show it.',
            ],
            ['Average a day (last 30 days)', 'The average of the last 30 days, whatever period the report covers: the rate the run-out date assumes.'],
            [
              'Change in use on the 30 days before',
              'The use of the last 30 days against the 30 before them, as a percentage, whatever period the report covers.',
            ],
            ['Ends', 'When the subscription’s period ends.'],
            [
              'Runs out',
              'The day the clicks left would be used up at the average rate, before or after the end date. If it comes before the subscription renews or ends, it is marked Before it renews: buy a bundle in time. Not in use when none are being used, Used up when none are left, and Expired (the status home and Services show) once the subscription has ended: those have no day to come.',
            ],
          ],
        },
        {
          p: 'The **Forecast: clicks left** chart draws each subscription’s balance falling at its average rate, with a mark where it renews or ends, and says in words when each runs out. A subscription used up or expired has no line on it: the words say so instead. Below it, **Address cleanse** gives, per address file, the files, cost, records read and written, matched, updated, unmatched and duplicates, for all jobs and for those purchased; **Charges** lists what was charged in the period (see the [Charges and Invoices Guide](/helpcentre/paymentReportingHelp)).',
        },
      ],
    },
    {
      heading: 'Services and tokens',
      blocks: [
        { shot: 'reportingServices' },
        {
          steps: [
            'On [Services](/reporting/services), choose **By day** or **By month** (months are whole calendar months, at most 24 of them: for a longer custom range **By month** is greyed out, with the reason under it).',
            'Set **Point out weekly changes over** to a share such as 25%: weeks whose clicks rose or fell by more than that on the week before are marked on the chart with ▲ or ▼ and the change, or, where several subscriptions changed that week, how many went up and how many down. Under the chart they are listed in words, the largest first; where there are more than five, select **Show all** for the rest.',
            'Select **Show the figures** for the numbers as a table, or **Export CSV** to download them. The totals and, for address lookup, the clicks **by country** follow.',
            'On [Tokens](/reporting/tokens), choose one **Token** or all. A locked token’s line stays flat from the day it was locked, because the services refuse it.',
          ],
        },
        { shot: 'reportingTokens' },
      ],
    },
    {
      heading: 'When something looks wrong',
      blocks: [
        {
          p: 'A report with no subscriptions means the account has none: change account or buy a plan. Figures that seem low may be for another account: check the name under the heading. A failure to load shows in the report’s place with the reason; select **Try again** to ask once more. Today’s clicks keep arriving during the day, so today’s figure grows until midnight (UTC).',
        },
      ],
    },
  ],
};
