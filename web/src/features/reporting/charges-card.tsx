import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import type { ReportingSummaryQuery } from '../../gql/graphql';
import { formatPrice } from '../../lib/money';
import { downloadCsv } from './download-csv';
import { count, dayText } from './format';
import { rowsCsv } from './report-csv';

type Charge = ReportingSummaryQuery['usageReport']['charges'][number];

const kinds: Record<Charge['kind'], string> = { subscription: 'Subscription', bundle: 'Bundle' };
const headings = ['Date', 'For', 'Plan', 'Clicks', 'Amount'] as const;
const cells = (charge: Charge) => [dayText(charge.date), kinds[charge.kind], charge.plan, count(charge.clicks), formatPrice(charge.amount, charge.currency)];

/** What the account was charged in the shop during the period, oldest first. */
export function ChargesCard({ charges, csvName }: { charges: readonly Charge[]; csvName: string }) {
  return (
    <Card variant="outlined" id="reporting-summary-charges">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Charges
          </Typography>
          {charges.length > 0 && (
            <Button size="small" startIcon={<Download />} onClick={() => downloadCsv(csvName, rowsCsv(headings, charges.map(cells)))}>
              Export CSV
            </Button>
          )}
        </Stack>
        {!charges.length ? (
          <Typography sx={{ color: 'text.secondary' }}>Nothing was charged in this period.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Charges, scrolls sideways">
            <Table size="small">
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
                  <TableRow key={`${charge.date}-${charge.planId}-${row}`}>
                    {cells(charge).map((text, index) => (
                      <TableCell key={headings[index]} align={index >= 3 ? 'right' : 'left'} sx={{ whiteSpace: index === 2 ? undefined : 'nowrap' }}>
                        {text}
                      </TableCell>
                    ))}
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
