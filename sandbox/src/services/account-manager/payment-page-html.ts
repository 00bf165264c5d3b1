import type { Currency } from '../../seed';
import type { CardForm, CardProblems } from './card-check';

const symbols: Record<Currency, string> = { GBP: '£', AUD: 'A$' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function money(amount: number, currency: Currency): string {
  return `${symbols[currency]}${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** One line of the order summary. */
export interface SummaryLine {
  plan: string;
  account: string;
  clicks: number;
  price: number;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox payments</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1a1a1a; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
table { border-collapse: collapse; width: 100%; margin-bottom: 1.5rem; }
th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #ccc; }
td.number, th.number { text-align: right; }
form { display: grid; gap: 0.9rem; }
label { display: grid; gap: 0.25rem; font-weight: 600; }
label.check { display: flex; gap: 0.5rem; font-weight: normal; align-items: center; }
input[type=text] { font: inherit; font-weight: normal; padding: 0.5rem; border: 1px solid #666; border-radius: 4px; }
.problem { color: #b00020; font-weight: normal; }
.alert { border: 1px solid #b00020; color: #b00020; padding: 0.75rem; border-radius: 4px; }
.actions { display: flex; gap: 1.5rem; align-items: center; flex-wrap: wrap; }
button { font: inherit; padding: 0.6rem 1.4rem; background: #0b57d0; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const fieldOrder: readonly (keyof CardForm)[] = ['name', 'number', 'expiry', 'cvc'];

function field(name: keyof CardForm, label: string, value: string, problems: CardProblems, attributes: string): string {
  const problem = problems[name];
  const problemId = `${name}-problem`;
  // The first field with a problem takes the focus, so keyboard and screen reader users land on it.
  const first = problem !== undefined && fieldOrder.find((candidate) => problems[candidate] !== undefined) === name;
  return `<label for="${name}">${escapeHtml(label)}
<input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" ${attributes}${problem ? ` aria-invalid="true" aria-describedby="${problemId}"` : ''}${first ? ' autofocus' : ''}>
${problem ? `<span class="problem" id="${problemId}">${escapeHtml(problem)}</span>` : ''}</label>`;
}

/** The card fields both pages share; the security code is never echoed back. */
function cardFields(form: CardForm, problems: CardProblems): string {
  return [
    field('name', 'Name on card', form.name, problems, 'autocomplete="cc-name" required'),
    field('number', 'Card number', form.number, problems, 'autocomplete="cc-number" inputmode="numeric" required'),
    field('expiry', 'Expiry date (MM/YY)', form.expiry, problems, 'autocomplete="cc-exp" placeholder="MM/YY" required'),
    field('cvc', 'Security code (CVC)', '', problems, 'autocomplete="cc-csc" inputmode="numeric" required'),
  ].join('\n');
}

export interface OrderPage {
  orderId: number;
  lines: SummaryLine[];
  total: number;
  currency: Currency;
  form: CardForm;
  saveCard: boolean;
  problems: CardProblems;
  /** A reason the payment could not be taken, shown above the form. */
  alert?: string;
  cancelHref: string;
  /** The card the order's account keeps, offered first; empty when it keeps none. */
  savedCard: { brand: string; lastFour: string; expiryMonth: number; expiryYear: number } | null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Paying with the card the account keeps: one button, nothing to type. */
function savedCardForm(card: NonNullable<OrderPage['savedCard']>, total: string): string {
  return `<h2>Pay with the saved card</h2>
<form method="post">
<input type="hidden" name="method" value="saved">
<p>${escapeHtml(card.brand)} ending ${escapeHtml(card.lastFour)}, expires ${twoDigits(card.expiryMonth)}/${card.expiryYear}</p>
<div class="actions"><button type="submit">Pay ${total} with the saved card</button></div>
</form>
<h2>Or pay with another card</h2>`;
}

/** The order summary and the card form of a pending order. */
export function orderPaymentPage(view: OrderPage): string {
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.plan)}</td><td>${escapeHtml(line.account)}</td><td class="number">${line.clicks.toLocaleString('en-GB')}</td><td class="number">${money(line.price, view.currency)}</td></tr>`,
    )
    .join('\n');
  const alert = view.alert ? `<p class="alert" role="alert">${escapeHtml(view.alert)}</p>` : '';
  return page(
    'Pay for your order',
    `<h1>Pay for your order</h1>
<p>Order ${view.orderId}. This is the sandbox's payment page: use a test card number.</p>
<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Plan</th><th scope="col">Account</th><th scope="col" class="number">Clicks</th><th scope="col" class="number">Price</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total (incl. ${view.currency === 'AUD' ? 'GST' : 'VAT'})</th><td class="number">${money(view.total, view.currency)}</td></tr></tfoot>
</table>
${alert}
${view.savedCard ? savedCardForm(view.savedCard, money(view.total, view.currency)) : ''}
<form method="post" novalidate>
${cardFields(view.form, view.problems)}
<label class="check"><input type="checkbox" name="save" value="on"${view.saveCard ? ' checked' : ''}> Save this card for the accounts' payments and automatic renewals</label>
<div class="actions"><button type="submit">Pay ${money(view.total, view.currency)}</button><a href="${escapeHtml(view.cancelHref)}">Cancel payment</a></div>
</form>`,
  );
}

export interface CardEntryPage {
  accountName: string;
  form: CardForm;
  problems: CardProblems;
  alert?: string;
  cancelHref: string | null;
}

/** The page where an account's saved card is replaced. */
export function cardEntryPage(view: CardEntryPage): string {
  const alert = view.alert ? `<p class="alert" role="alert">${escapeHtml(view.alert)}</p>` : '';
  const cancel = view.cancelHref ? `<a href="${escapeHtml(view.cancelHref)}">Cancel</a>` : '';
  return page(
    'Save a card',
    `<h1>Save a card</h1>
<p>The card ${escapeHtml(view.accountName)} pays with, for its payments and automatic renewals. This is the sandbox's card page: use a test card number.</p>
${alert}
<form method="post" novalidate>
${cardFields(view.form, view.problems)}
<div class="actions"><button type="submit">Save card</button>${cancel}</div>
</form>`,
  );
}

/** A page that only says something, with an optional link on. */
export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const on = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${on}`);
}
