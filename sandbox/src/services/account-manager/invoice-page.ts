import type { Bundle, Currency, Plan } from '../../seed';
import { cardPaymentOf } from './bundle-payments';
import { escapeHtml, money } from './payment-page-html';
import { includedTax, salesTaxOf } from './sales-tax';

export interface BundleInvoice {
  bundle: Bundle;
  plan: Plan | undefined;
  currency: Currency;
  organisationName: string;
  accountName: string;
  /** Where "Back to the portal" leads; checked to be a web address before it gets here. */
  backUrl: string;
}

const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The invoice of one click bundle, as the provider's billing would show it: a page of its own. It
 * says how the bundle was paid (the card it was bought with in the shop or as an automatic top-up,
 * or on account for one staff added) and the tax its price holds (docs/prices-and-tax.md).
 */
export function bundleInvoicePage(invoice: BundleInvoice): string {
  const { bundle, plan, currency } = invoice;
  const card = cardPaymentOf(bundle);
  const tax = salesTaxOf(currency);
  const rows: [string, string][] = [
    ['Invoice number', `INV-B${bundle.bundleId}`],
    ['Date', day(bundle.purchaseDate)],
    ['Organisation', invoice.organisationName],
    ['Account', invoice.accountName],
    ['Bundle', plan?.plan ?? `Plan ${bundle.planId}`],
    ['Clicks', bundle.clicks.toLocaleString('en-GB')],
    ['Usable', `${day(bundle.startDate)} to ${day(bundle.endDate)}`],
    ['Amount', `${money(bundle.price, currency)} incl. ${tax.name}`],
    [`Includes ${tax.name} at ${tax.ratePercent}%`, money(includedTax(bundle.price, currency), currency)],
    ['Paid', card ? `With the ${card.brand} card ending ${card.lastFour}` : 'On account'],
  ];
  const paid = card ? `paid with the ${card.brand} card ending ${card.lastFour}` : 'paid on account';
  const back = invoice.backUrl ? `<p><a href="${escapeHtml(invoice.backUrl)}">Back to the portal</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice INV-B${bundle.bundleId}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1a1a1a; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; }
dt { color: #555; }
dd { margin: 0; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Invoice INV-B${bundle.bundleId}</h1>
<p>Click bundle, ${escapeHtml(paid)}.</p>
<dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
${back}
</main>
</body>
</html>
`;
}
