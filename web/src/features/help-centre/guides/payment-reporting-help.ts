import type { Guide } from '../guide';

export const paymentReportingHelp: Guide = {
  name: 'paymentReportingHelp',
  title: 'Charges and Invoices Guide',
  group: 'Reporting',
  summary: 'Find what the account has been charged for plans, bundles and address cleanse, and get the invoice for each.',
  sections: [
    {
      heading: 'Where payments show',
      blocks: [
        {
          p: 'Everything the account pays for leaves a record you can read in the portal. Card payments from the shop and address cleanse invoices appear among the **Charges** of the [reporting summary](/reporting/summary) as soon as they are made. Click bundles are listed with their invoices on [Administration → Services](/administration/services). Address cleanse jobs are listed with what each part cost on [Address Cleanse Prices](/administration/addresscleanse), and each file’s page keeps its costs and invoice. This guide explains each, so that you can match the portal’s figures to your accounts.',
        },
      ],
    },
    {
      heading: 'Charges in the summary',
      blocks: [
        {
          steps: [
            'Open [Reporting → Summary](/reporting/summary).',
            'Choose the **Period** that covers the payments you are looking for, for example last month.',
            'Scroll to **Charges**. Each row is one payment: its date, what it was for and the amount in the account’s currency (£ in the uk, A$ in australia). “Nothing was charged in this period” means there were none.',
          ],
        },
      ],
    },
    {
      heading: 'Bundles and their invoices',
      blocks: [
        { shot: 'services' },
        {
          p: 'On Administration → Services each subscription lists its **Bundles**, newest first: the bundle’s name, its clicks and price, the day it was bought and the dates it can be used (“Bought 14 Oct 2026 · usable 14 Oct 2026 to 7 May 2027”). **Invoice** opens the invoice for that bundle on the provider’s site in a new tab, from where you can save or print it.',
        },
      ],
    },
    {
      heading: 'Address cleanse charges',
      blocks: [
        { shot: 'cleansePrices' },
        {
          terms: [
            [
              'Prices',
              'The prices that apply to the account for each cost type (address matching, deduplication, suppression): a base price, a price per match and per record, and the minimum number of records charged, with the dates they apply. Only the provider’s staff can change them.',
            ],
            [
              'Job charges',
              'One row per cleansed file: the job, account, address file, date, records, each cost type’s count and charge, the total, and how it was paid (“By invoice, after the job”).',
            ],
            ['Total', 'The sum of the base prices and the per-record and per-match charges. For a small file the minimum records apply.'],
          ],
        },
      ],
    },
    {
      heading: 'When figures do not match',
      blocks: [
        {
          p: 'Check the account in the account bar: each account has its own charges. A card payment still being confirmed shows on the thank-you page as **Waiting for your payment** and reaches the charges once the bank confirms it. An invoice that will not open is usually a blocked pop-up. For a charge you do not recognise, note its date and amount and contact support, named on the portal’s error page.',
        },
      ],
    },
  ],
};
