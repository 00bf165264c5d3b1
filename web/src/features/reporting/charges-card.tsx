import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Download from '@mui/icons-material/Download';
import type { ReportingSummaryQuery } from '../../gql/graphql';
import { formatPrice } from '../../lib/money';
import { routeTo, withSearch } from '../../lib/navigation';
import { downloadCsv } from '../../lib/download-csv';
import { count, dayText } from './format';
import { chargesCsv } from './report-csv';

type Charge = ReportingSummaryQuery['usageReport']['charges'][number];

const kinds: Record<Charge['kind'], string> = { subscription: 'Subscription', bundle: 'Bundle', addressCleanse: 'Address cleanse' };
const headings = ['Date', 'For', 'What', 'Quantity', 'Amount'] as const;

/** How much was bought: clicks in the shop, records for an address cleanse. */
function quantity(charge: Charge): string {
  if (charge.kind === 'addressCleanse') return charge.records === null || charge.records === undefined ? '' : `${count(charge.records)} records`;
  return charge.clicks === null || charge.clicks === undefined ? '' : `${count(charge.clicks)} clicks`;
}

/** The invoice an address cleanse was charged by, and the customer's purchase order. */
function invoiceText(charge: Charge): string {
  const parts = [charge.invoiceNumber ? `Invoice ${charge.invoiceNumber}` : '', charge.purchaseOrder ? `PO ${charge.purchaseOrder}` : ''];
  return parts.filter(Boolean).join(' · ');
}

/** What was charged for, with its invoice and purchase order, in words. */
const whatText = (charge: Charge) => [charge.description, invoiceText(charge)].filter(Boolean).join(' · ');

/** What the account was charged during the period, oldest first: the shop's plans and bundles, and address cleanses by invoice. */
export function ChargesCard({ charges, csvName }: { charges: readonly Charge[]; csvName: string }) {
  const { search } = useLocation();
  // On a phone each charge is a block of its own, so what it was for stays in view.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Card variant="outlined" id="reporting-summary-charges">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Charges
          </Typography>
          {charges.length > 0 && (
            <Button
              size="small"
              startIcon={<Download />}
              onClick={() =>
                downloadCsv(
                  csvName,
                  chargesCsv(charges, (charge) => kinds[charge.kind], whatText),
                )
              }
            >
              Export CSV
            </Button>
          )}
        </Stack>
        {!charges.length ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing was charged in this period.</Typography>
        ) : narrow ? (
          <Stack component="ul" aria-label="Charges" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {charges.map((charge, row) => (
              <Box
                component="li"
                key={`${charge.date}-${charge.kind}-${charge.planId ?? charge.fileId ?? ''}-${row}`}
                data-testid="charge-item"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {dayText(charge.date)} · {kinds[charge.kind]}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(charge.amount, charge.currency)}</Typography>
                </Stack>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <ChargeWhat charge={charge} search={search} />
                </Box>
                <Typography variant="body2">{quantity(charge)}</Typography>
              </Box>
            ))}
          </Stack>
        ) : (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Charges, scrolls sideways">
            <Table size="small" aria-label="Charges">
              <TableHead>
                <TableRow>
                  {headings.map((heading, index) => (
                    <TableCell key={heading} component="th" scope="col" align={index >= 3 ? 'right' : 'left'}>
                      {heading}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {charges.map((charge, row) => (
                  <TableRow key={`${charge.date}-${charge.kind}-${charge.planId ?? charge.fileId ?? ''}-${row}`} data-testid="charge-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dayText(charge.date)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{kinds[charge.kind]}</TableCell>
                    <TableCell sx={{ minWidth: 180, overflowWrap: 'break-word' }}>
                      <ChargeWhat charge={charge} search={search} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {quantity(charge)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatPrice(charge.amount, charge.currency)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** What a charge was for: the plan, or the cleansed file (linked) with its invoice and purchase order. */
function ChargeWhat({ charge, search }: { charge: Charge; search: string }) {
  return (
    <>
      {charge.kind === 'addressCleanse' && charge.fileId ? (
        <Link component={RouterLink} to={withSearch(routeTo('/applications/addresscleanse/file/:fileId', { fileId: charge.fileId }), search)}>
          {charge.description}
        </Link>
      ) : (
        charge.description
      )}
      {invoiceText(charge) && (
        <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {invoiceText(charge)}
        </Typography>
      )}
    </>
  );
}
