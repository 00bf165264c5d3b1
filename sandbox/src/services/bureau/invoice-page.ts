import { invoiceNumber, type Invoice } from './state';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function money(amount: number, currency: string): string {
  return `${currency === 'AUD' ? 'A$' : '£'}${amount.toFixed(2)}`;
}

/** The invoice's page, as the provider's billing would show it: who pays, what for, and the way back. */
export function invoicePage(invoice: Invoice): string {
  const { costs } = invoice;
  const rows = costs.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}${line.charged ? '' : ' (not charged: the test found nothing to do)'}</td><td>${line.recordCount}</td><td>${line.matchCount}</td><td>${money(line.total, costs.currency)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invoice ${escape(invoice.token.slice(0, 8))} · Sandbox bureau</title></head>
<body>
<main>
<h1>Invoice for ${escape(invoice.fileName)}</h1>
<p>Invoice number ${escape(invoiceNumber(invoice))}, dated ${new Date(invoice.date * 1000).toISOString().slice(0, 10)}. Payment is due within 30 days.</p>
${invoice.purchaseOrder ? `<p>Your purchase order: ${escape(invoice.purchaseOrder)}</p>` : ''}
<h2>Billed to</h2>
<address>${[invoice.name, invoice.companyName, ...invoice.companyAddress, invoice.country].map(escape).join('<br>')}<br>${escape(invoice.email)}</address>
<h2>Charges</h2>
<table><thead><tr><th scope="col">Address cleanse</th><th scope="col">Records</th><th scope="col">Matches</th><th scope="col">Charge</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td>${money(costs.total, costs.currency)}</td></tr></tfoot></table>
<p><a href="${escape(invoice.paidUrl)}">Accept invoice and continue</a> · <a href="${escape(invoice.backUrl)}">Back</a></p>
</main>
</body></html>`;
}
