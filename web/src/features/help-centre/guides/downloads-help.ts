import type { Guide } from '../guide';

export const downloadsHelp: Guide = {
  name: 'downloadsHelp',
  title: 'Downloads Guide',
  group: 'Address cleanse',
  summary: 'Everything you can take out of the portal: cleansed files, invoices, report figures as CSV, validation results and API settings.',
  sections: [
    {
      heading: 'What you can download',
      blocks: [
        {
          p: 'The portal keeps your results for you, and several screens let you take them away to use in your own systems. This guide lists each download, where to find it and what is in it. None of them costs clicks: you pay for the work when it is done, not for taking its results.',
        },
      ],
    },
    {
      heading: 'Cleansed address files',
      blocks: [
        { shot: 'cleanseFile' },
        {
          steps: [
            'Open [Address Cleanse](/applications/addresscleanse) and the file, which must be **Finished**: paid for and fully processed.',
            'Select **Download the cleansed file**. Your browser saves it under the file’s name. Each row holds your own columns as you sent them, then the cleansed address, its match level, what was changed, and the duplicate group and suppression flags.',
            'Select **Download the summary report** for the figures of the run as a spreadsheet: what happened to every record and into which file, counts by match level and change, and a sample of the changes. Before paying, **Download the test results** gives the same for the test.',
            'Open it in a spreadsheet or import it. It holds the output groups and output fields you chose on the Properties page: your own columns, then ours (premise, street, locality, town, county, postcode) and the status columns (match status, updates, duplicate status, suppression).',
          ],
        },
        {
          p: 'The download link is made for you when you select it and lasts a short time; select the button again rather than saving the link. Files that were discarded have nothing to download: upload the file again to cleanse it.',
        },
      ],
    },
    {
      heading: 'Invoices',
      blocks: [
        {
          p: 'Each click bundle has an **Invoice** button on [Administration → Services](/administration/services), under its subscription. It opens the provider’s invoice page in a new tab, where you can print or save it as PDF. An address cleanse paid by invoice offers **Open the invoice** on the file’s page once it has been raised. The [Charges and Invoices Guide](/helpcentre/paymentReportingHelp) explains what each charge is.',
        },
      ],
    },
    {
      heading: 'Report figures and validation results',
      blocks: [
        {
          terms: [
            [
              'Export CSV (reporting)',
              'On the [summary](/reporting/summary), [services](/reporting/services) and [tokens](/reporting/tokens) reports: the figures of the table beside the button, for the period chosen, with a heading row: days as 2026-11-30 and figures without thousands separators or currency signs, so a spreadsheet reads them as dates and numbers in any language. Use it for your own charts or budgets.',
            ],
            ['Show the figures', 'The chart’s numbers as a table on the page, for reading or copying without a file.'],
            [
              'Copy results as CSV (e-mail validation)',
              'The results of the last list checked, copied to the clipboard with address, status, reason and suggestion, ready to paste into a spreadsheet.',
            ],
            [
              'Export settings for API (address cleanse)',
              'From the breadcrumb bar’s menu on address cleanse pages opened with api=true: the mapping and properties of a file as settings your own systems can send with the API.',
            ],
            [
              'Export API Token',
              'From the breadcrumb bar’s menu: a token for the gateway lasting a year, shown in a dialog with a copy button. See the [Developers’ Guide](/helpcentre/devDocsHelpGuide).',
            ],
          ],
        },
      ],
    },
    {
      heading: 'When a download fails',
      blocks: [
        {
          p: 'If the browser saves nothing, check that it does not block pop-ups or downloads from the portal. A download that stops part way leaves a damaged file: select the button again. “Text copied to clipboard” confirms a copy; if your browser refuses the clipboard, select the text by hand. If the cleansed file button is missing, the file is not Finished yet: its status on the list says where it is.',
        },
      ],
    },
  ],
};
