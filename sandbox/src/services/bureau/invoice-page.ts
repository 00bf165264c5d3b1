import type { CostLine } from './costs';
import { invoiceNumber, type Invoice } from './state';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Counts as the portal writes them: 83,832. */
const count = (value: number) => value.toLocaleString('en-GB');

function money(amount: number, currency: string): string {
  return `${currency === 'AUD' ? 'A$' : '£'}${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Dates as the portal writes them: 28 Nov 2026. */
const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** What each cost type's matches are: matched addresses, duplicates, or people on a list (costs.ts, state.ts). */
const found: Readonly<Record<number, string>> = {
  1: 'addresses matched',
  2: 'duplicates',
  3: 'records on a suppression list',
};

/** The records a line is charged for: the file's, or the price's minimum when that is more. */
function recordsCell(line: CostLine): string {
  if (line.recordCount > line.fileRecordCount) return `${count(line.recordCount)} (the minimum; the file has ${count(line.fileRecordCount)})`;
  return count(line.recordCount);
}

/**
 * What a line's matches are, as an estimate: the invoice is made when the customer pays, before the
 * full run, so its matches are the test run's share applied to the whole file, and say so.
 */
function foundCell(line: CostLine): string {
  const what = found[line.costTypeId] ?? 'found';
  if (!line.charged) return 'None in the test run: not charged';
  return `About ${count(line.matchCount)} ${what} (estimated: ${count(line.testMatchCount)} of the test run's ${count(line.testRecordCount)} records)`;
}

/** The invoice's page, as the provider's billing would show it: who pays, what for, and the way back. */
export function invoicePage(invoice: Invoice): string {
  const { costs } = invoice;
  const rows = costs.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td>${recordsCell(line)}</td><td>${escape(foundCell(line))}</td><td>${money(line.total, costs.currency)}</td></tr>`,
    )
    .join('');
  const test = costs.lines[0];
  const estimates = test
    ? `<p>The file is charged before it is cleansed in full, so what each line will find is estimated from the test run of ${count(test.testRecordCount)} records, in proportion to the file's ${count(test.fileRecordCount)}. The charges are as quoted on those estimates.</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invoice ${escape(invoice.token.slice(0, 8))} · Sandbox bureau</title></head>
<body>
<main>
<h1>Invoice for ${escape(invoice.fileName)}</h1>
<p>Invoice number ${escape(invoiceNumber(invoice))}, dated ${day(invoice.date)}. Payment is due within 30 days.</p>
${invoice.purchaseOrder ? `<p>Your purchase order: ${escape(invoice.purchaseOrder)}</p>` : ''}
<h2>Billed to</h2>
<address>${[invoice.name, invoice.companyName, ...invoice.companyAddress, invoice.country].map(escape).join('<br>')}<br>${escape(invoice.email)}</address>
<h2>Charges</h2>
${estimates}
<table><thead><tr><th scope="col">Address cleanse</th><th scope="col">Records charged</th><th scope="col">Found (estimated)</th><th scope="col">Charge</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="3">Total</th><td>${money(costs.total, costs.currency)}</td></tr></tfoot></table>
<p><a href="${escape(invoice.paidUrl)}">Accept invoice and continue</a> · <a href="${escape(invoice.backUrl)}">Back</a></p>
</main>
</body></html>`;
}
