import type { Guide } from '../guide';

export const shopHelpGuide: Guide = {
  name: 'shopHelpGuide',
  title: 'Shop Guide',
  group: 'Shop and payments',
  summary: 'Choose a plan or a click bundle, put it in the basket, check out and pay by card.',
  sections: [
    {
      heading: 'What the shop is for',
      blocks: [
        {
          p: 'The [Shop](/shop) sells the services’ **plans** (a number of clicks for a period, usually a year) and **click bundles** (extra clicks that top a plan up and last until used or until the plan ends). Only the owner of the account can buy; what you buy is for the account shown in the account bar, so check it first.',
        },
        { shot: 'shop' },
        {
          p: 'The first page shows a card for each service with the lowest price it starts from, and below it the account’s payment details and automatic renewals (see the [Payment Details and Automatic Renewals Guide](/helpcentre/automaticRenewalsHelp)).',
        },
      ],
    },
    {
      heading: 'Choose a plan or bundle',
      blocks: [
        { shot: 'shopService' },
        {
          steps: [
            'Open a service, for example **Address Lookup**. Use the tabs to see all its offers, only **Plans** or only **Click bundles**.',
            'Read a card: its dataset and how long it lasts, what it includes, and its price bands. The more clicks you buy, the lower the price per 1,000.',
            'Enter the number of **Clicks**: at least the smallest band. The price updates as you type.',
            'Select **Add to basket**. The basket icon in the account bar counts the items.',
          ],
        },
        {
          p: 'If the account already holds the plan, the card says so, with its status, end date and clicks left: buying it again adds the clicks to it rather than starting a second subscription.',
        },
      ],
    },
    {
      heading: 'Check out and pay',
      blocks: [
        { shot: 'basket' },
        {
          steps: [
            'Open the [Basket](/shop/basket). Each item shows its clicks and price; **Remove** takes one out, **Continue shopping** goes back.',
            'Fill in the checkout form: **Company**, **Name**, **E-mail address** for the receipt, the address lines, **Town**, **Postcode** and **Country** are required; the signed-in user’s details are filled in for you.',
            'Select **Go to payment**. You leave the portal for the payment page and pay by card. Nothing is bought until the payment is made.',
            'After paying you come back to the thank-you page: **Thank you for your order** once the payment is confirmed, or **Waiting for your payment** while the bank confirms it. The clicks are on the account as soon as it is paid.',
          ],
        },
      ],
    },
    {
      heading: 'When something fails',
      blocks: [
        {
          terms: [
            [
              'No items in basket',
              'The basket is empty; add something before checking out. Baskets are kept per account, so changing account shows another basket.',
            ],
            ['A required field is marked', 'Fill in the field named; the form says what it needs.'],
            ['The payment page was left without paying', 'Nothing was bought and the basket is as you left it. Check out again when ready.'],
            [
              'The shop says it is not available while using this account',
              'Only an owner of the account can buy. Change to an account you own, or ask its owner.',
            ],
          ],
        },
      ],
    },
  ],
};
