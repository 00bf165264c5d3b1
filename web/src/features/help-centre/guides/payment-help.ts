import type { Guide } from '../guide';

export const paymentHelp: Guide = {
  name: 'paymentHelp',
  title: 'Payment Validation Guide',
  group: 'Applications',
  summary: 'Check that a UK sort code and account number belong together before you set up a payment or a Direct Debit.',
  sections: [
    {
      heading: 'What Payment Validation is for',
      blocks: [
        {
          p: '[Payment Validation](/applications/paymentvalidation) checks a UK sort code and account number with the banks’ own modulus checking rules, published by VocaLink (Pay.UK). A number that fails cannot belong to that bank branch, so a payment or Direct Debit set up with it would be rejected. It is offered in the uk territory only, to owners and members of the account.',
        },
        {
          p: 'A pass tells you the number is possible for the sort code, not that the account is open or belongs to the person who gave it to you.',
        },
        { shot: 'paymentValidation' },
      ],
    },
    {
      heading: 'Step by step',
      blocks: [
        {
          steps: [
            'Enter the **Sort code**: six digits, with or without dashes or spaces (08-99-99 or 089999). Anything else, such as a letter O typed for a zero, stays as typed and is refused, never dropped.',
            'Enter the **Account number**: 6 to 10 digits. Spaces and dashes are ignored; a letter or any other character is refused, never dropped; a longer number is refused, never shortened. An IBAN is not taken: for a UK IBAN the screen offers to use the sort code and account number inside it. A sort code and account number pasted together fill both boxes.',
            'Select **Validate**.',
            'Read the result: **Valid** in green, **Invalid** in red or **Could not be checked** in amber, the reason, and the sort code and account number as they were checked.',
          ],
        },
      ],
    },
    {
      heading: 'What the result means',
      blocks: [
        {
          terms: [
            ['Valid', 'The account number passes every check its sort code requires.'],
            ['Invalid', 'At least one required check failed: a digit is probably wrong or two are swapped. Ask for the details again.'],
            [
              'Could not be checked',
              'No check covers this number: the bank publishes no rule for the sort code, or it is a foreign currency account. Nothing was found wrong, and nothing vouches for it either, so confirm the details with the account holder before you rely on them.',
            ],
            [
              'Passed the modulus 10 check / modulus 11 check / double alternate check',
              'The checks made: each multiplies the digits by weights the bank publishes and tests the total. Many sort codes need two checks, and the reason names both.',
            ],
            [
              '(exception 2), (exception 9) …',
              'Some banks have special rules, numbered in VocaLink’s specification; for some pairs either check passing is enough, and the reason says which did.',
            ],
            [
              'The sort code is not in the modulus checking table …',
              'The bank publishes no rule for this sort code (12-34-56, say), so no check is possible: the result is Could not be checked, never Valid.',
            ],
            [
              'Checked sort code … account number …',
              'Some account numbers are converted before checking: 6 and 7 digits are padded with zeros, 9-digit Santander numbers and 10-digit Co-operative Bank and NatWest numbers are shortened. A 9-digit Santander number’s first digit becomes the sort code’s last, so another sort code is checked: the result says so in bold. The numbers shown are the ones checked, and the reason names the conversion.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'What costs clicks and when something fails',
      blocks: [
        {
          p: 'Each check that gives a result, Valid, Invalid or Could not be checked, counts **one click** on the account’s payment validation subscription. A check refused before it runs costs nothing.',
        },
        {
          terms: [
            ['Sort code must be 6 digits / Account number must be 6 to 10 digits', 'Correct the number typed; nothing was counted.'],
            [
              '… only Santander sort codes (09-xx-xx) take 9 digits',
              'Only Santander gives 9-digit account numbers: ask the account holder for the account number again; nothing was counted.',
            ],
            ['This account has no payment validation subscription', 'Buy a payment validation plan in the [Shop](/shop), or change account.'],
            ['The menu has no Payment Validation', 'Your account is in the australia territory, which has no payment validation.'],
          ],
        },
      ],
    },
  ],
};
