import type { Guide } from '../guide';

export const automaticRenewalsHelp: Guide = {
  name: 'automaticRenewalsHelp',
  title: 'Payment Details and Automatic Renewals Guide',
  group: 'Shop and payments',
  summary: 'Save a card for the account, decide who may pay with it, and switch each subscription’s automatic renewal on or off.',
  sections: [
    {
      heading: 'What this part of the shop is for',
      blocks: [
        {
          p: 'A subscription runs for a period, usually a year. With **automatic renewal** on, it starts again at the end of the period with a fresh allowance of clicks, paid with the card saved for the account, so your look-ups never stop because someone forgot to reorder. The section **Payment and automatic renewals** at the bottom of the [Shop](/shop) holds the saved card, who may pay, and a switch per subscription. Only the account’s owner sees it.',
        },
        { shot: 'shop' },
      ],
    },
    {
      heading: 'The saved card',
      blocks: [
        {
          terms: [
            [
              'Saved card',
              'The card’s brand and last four digits (Visa ending 4242), its expiry, and the e-mail address receipts go to. The full number is held by the payment provider, never by the portal.',
            ],
            ['Replace card', 'Takes you to the payment provider’s page to enter a new card; you come back to the shop when it is saved.'],
            [
              'Remove card',
              'Deletes the saved card after you confirm. Automatic renewals then cannot be paid and will not happen until a card is saved again.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Who may pay',
      blocks: [
        {
          p: 'By default the owner who saved the card pays with it. Under **Who may pay** you choose which of the account’s owners the payment page offers the saved card to; anyone else buying for the account pays with a card of their own.',
        },
        {
          steps: [
            'Select **Let another user pay** and choose the user from the account’s users.',
            'Confirm. The user is listed with their name and e-mail address.',
            'To take the permission away, select **Remove** beside them.',
          ],
        },
      ],
    },
    {
      heading: 'Automatic renewals',
      blocks: [
        {
          p: 'Each subscription is listed with the day its period ends and what the renewal will be: “Renews 7 May 2027 with 20,000 clicks for £450.00 incl. VAT”. The switch beside it turns the renewal **On** or off. Turning it off does not end the subscription early: it runs to the end of the period and then stops, with any clicks left unusable afterwards.',
        },
        {
          steps: [
            'Find the subscription in the list.',
            'Read the renewal date, clicks and price.',
            'Switch it off to let it end, or on to keep it going. The change is saved at once.',
          ],
        },
        {
          p: 'Renewal reminders two weeks before a renewal can be switched on in your privacy settings on [My Settings](/user).',
        },
      ],
    },
    {
      heading: 'When something fails',
      blocks: [
        {
          p: 'If a renewal could not be paid, because the card expired or was removed, the subscription ends with its period: save a new card and buy the plan again from the shop. If the card page returns you to the shop with an error, the card was not saved; try again or use another card. A switch that springs back shows a dialog with the reason, often that you are no longer the account’s owner. Payments and charges already made are listed in the [reporting summary](/reporting/summary).',
        },
      ],
    },
  ],
};
