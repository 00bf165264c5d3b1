import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPrice, formatUnitPrice } from '../../lib/money';
import { costExplanation, costSum, type CostLine } from './record-accounting';

export interface Costs {
  currency: string;
  total: number;
  lines: readonly CostLine[];
  invoice?: { number: string; url: string; date: string; purchaseOrder?: string | null } | null;
}

const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The cost of the full run, line by line: what each line counts, why it is charged (or that it is
 * not), the sum it is worked out by, and the total. Two columns, so it reads at any width. Once
 * paid, the invoice the costs were charged by.
 */
export function CostTable({ costs }: { costs: Costs }) {
  const currency = costs.currency === 'AUD' ? 'AUD' : 'GBP';
  const money = (amount: number) => formatPrice(amount, currency);
  const unit = (amount: number) => formatUnitPrice(amount, currency === 'AUD' ? 'australia' : 'uk');
  return (
    <>
      {costs.invoice && (
        <Alert severity="success" data-testid="paid-invoice">
          Paid by invoice {costs.invoice.number} on {dayText(costs.invoice.date)}
          {costs.invoice.purchaseOrder ? `, purchase order ${costs.invoice.purchaseOrder}` : ''}.{' '}
          <Link href={costs.invoice.url} target="_blank" rel="noopener">
            Open the invoice
          </Link>
        </Alert>
      )}
      <Table size="small" aria-label="Costs">
        <TableHead>
          <TableRow>
            <TableCell>Charge</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {costs.lines.map((line) => (
            <TableRow key={line.costTypeId} data-testid="cost-line">
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{line.description}</Typography>
                <Typography variant="body2" data-testid="cost-explanation">
                  {costExplanation(line)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {costSum(line, money, unit)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                {money(line.total)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="cost-total">
              {money(costs.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}
