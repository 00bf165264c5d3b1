import { reasonNames } from '../../../lib/email-reasons';
import type { Guide } from '../guide';

export const emailValidationHelpGuide: Guide = {
  name: 'emailValidationHelpGuide',
  title: 'Email Validation Guide',
  group: 'Applications',
  summary: 'Check whether mail to an address will arrive before you send it, and what each verdict and reason means.',
  sections: [
    {
      heading: 'What Email Validation is for',
      blocks: [
        {
          p: '[Email Validation](/applications/emailvalidation) tells you, before you send anything, whether an e-mail address can receive mail. It catches addresses typed wrongly, domains that take no mail, throwaway addresses and shared mailboxes, and suggests the address someone probably meant. Owners and members of the account can use it.',
        },
        { shot: 'emailValidation' },
      ],
    },
    {
      heading: 'Step by step',
      blocks: [
        {
          steps: [
            'Type or paste into **E-mail addresses**: one address, or a list of up to 100, one per line or separated by commas or semicolons. You can paste rows from a spreadsheet or names from an e-mail (Jo Bloggs <jo@example.com>): only the addresses are checked, and the count under the box says how many entries with no @, such as names and phone numbers, were left out.',
            'Select **Validate**, or press Ctrl+Enter.',
            'Each address appears in the results with its verdict, the reason and, where it looks mistyped, a suggestion. A count of each verdict sits above the table.',
            'Use **Copy results as CSV** to paste the results into a spreadsheet: address, status, reason and suggestion. Once you change the list, the results say they are out of date, and neither **Copy results as CSV** nor a suggestion’s **Use this** works until you select **Validate** again. **Clear** empties the form for the next list.',
          ],
        },
      ],
    },
    {
      heading: 'The verdicts',
      blocks: [
        {
          terms: [
            ['Valid', 'The address is written correctly and its domain is known to receive mail. Send to it.'],
            ['Risky', 'Mail will probably arrive, but the address may not reach a person or may not last. Look at the reason before you rely on it.'],
            ['Invalid', 'Mail will not arrive. Correct the address (see the suggestion) or ask for another.'],
            [
              'Unknown',
              'The address is well written at a real domain, but its mail server would neither confirm nor rule out the mailbox, as many small companies’ servers do; only sending to it would tell. It is neither good nor bad news, and the reason says why no verdict was reached.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'The reasons',
      blocks: [
        {
          terms: [
            [reasonNames.syntax, 'A syntax mistake: two @ signs, a space, a comma for a dot (jane@gmail,com), a missing domain. Invalid.'],
            [
              reasonNames.reservedDomain,
              'Domains such as example.com, example.org, anything.example, .test, .invalid and .localhost are set aside for examples and testing, so no mail can reach them. Invalid.',
            ],
            [
              reasonNames.noMailDomain,
              'The domain does not exist or takes no mail, often a slip such as gmial.com or gmail.con; the suggestion shows the likely address. Invalid.',
            ],
            [reasonNames.disposable, 'The address works today and disappears soon. Risky.'],
            [reasonNames.roleAccount, 'A shared mailbox. Fine for business mail, poor for consent or account sign-ups. Risky.'],
            [reasonNames.catchAll, 'A catch-all domain: the mailbox may not exist even though mail is accepted. Risky.'],
            [reasonNames.unconfirmed, 'The domain is real, but its mail server gave no clear answer about this mailbox. Unknown.'],
            [
              reasonNames.unrecognisedAnswer,
              'The e-mail service answered in a way the portal does not yet understand; try again later, or keep the address. Unknown.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What costs clicks and when something fails',
      blocks: [
        {
          p: 'Each address checked counts **one click** on the account’s e-mail validation subscription; a list of 40 addresses costs 40 clicks. An address that could not be checked is shown as failed, with the reason, and costs nothing.',
        },
        {
          p: 'If every row fails with “This account has no e-mail validation subscription”, buy a plan in the [Shop](/shop) or change account. “Not allowed to use that account” means you are not an owner or member of the account. When an address you know is good comes back Unknown, that is expected for private domains: keep it.',
        },
      ],
    },
  ],
};
