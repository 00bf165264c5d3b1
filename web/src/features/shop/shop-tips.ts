import type { HelpTip } from '../../components/help-tips/help-tip';

/** The first visit to the shop. */
export const shopTips: HelpTip[] = [
  {
    helpTipName: 'shopServices',
    targetId: 'shop-services',
    side: 'bottom',
    order: 0,
    title: 'The shop',
    helpText: 'Each service on sale to this account, with its lowest price. Choose one to see its plans and click bundles.',
  },
  {
    helpTipName: 'shopPayment',
    targetId: 'payment-and-renewals',
    side: 'top',
    order: 1,
    title: 'Cards and renewals',
    helpText: 'The card kept for this account, who may pay with it, and which subscriptions <b>renew automatically</b> at the end of their period.',
  },
];

/** The first visit to a service's plans (the same tour for each service). */
export const serviceShopTips: HelpTip[] = [
  {
    helpTipName: 'shopPlans',
    targetId: 'shop-plans',
    side: 'top',
    order: 0,
    title: 'Plans on offer',
    helpText:
      'Type how many <b>clicks</b> you want: the price follows the price bands of the plan. <b>Add to basket</b> keeps it for this account until you check out.',
  },
];

/** The first visit to the basket. */
export const basketTips: HelpTip[] = [
  {
    helpTipName: 'basketItems',
    targetId: 'basket-items',
    side: 'bottom',
    order: 0,
    title: 'Your basket',
    helpText: 'Change the clicks of an item or remove it; the total is worked out again from the plans.',
  },
  {
    helpTipName: 'basketCheckout',
    targetId: 'checkout-form',
    side: 'top',
    order: 1,
    title: 'Checkout',
    helpText: 'Give the billing details, then pay by card on the payment page. Nothing is bought until the payment is made.',
  },
];

/** The first visit to the page after paying. */
export const thankYouTips: HelpTip[] = [
  {
    helpTipName: 'thankYouOrder',
    targetId: 'thank-you-order',
    side: 'top',
    order: 0,
    title: 'Your order',
    helpText: 'What was bought and what it cost. The clicks are on the account already: <b>Home</b> shows them.',
  },
  {
    // Always on the page, so a visit without an order (or one still being paid) has its tip too.
    helpTipName: 'thankYouNext',
    targetId: 'thank-you-next',
    side: 'top',
    order: 1,
    title: 'Where next',
    helpText: '<b>Go to Home</b> to see the clicks on your subscriptions, or go <b>Back to the shop</b> to buy more.',
  },
];
