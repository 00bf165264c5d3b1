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
import { downloadCsv } from '../../lib/download-csv';
import { rowsCsv } from './report-csv';
import { count } from './format';

const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** A subscription's clicks by country over the period: where the international dataset's look-ups show. */
export function CountriesCard({
  plan,
  countries,
  windowText,
  csvName,
}: {
  plan: string;
  countries: readonly { country: string; clicks: number }[];
  windowText: string;
  csvName: string;
}) {
  const total = countries.reduce((sum, row) => sum + row.clicks, 0);
  const share = (clicks: number) => (total ? `${((clicks / total) * 100).toFixed(1)}%` : '0.0%');
  const rows = countries.map((row) => [countryName(row.country), row.country, row.clicks, share(row.clicks)] as const);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {plan} by country
          </Typography>
          <Button
            size="small"
            startIcon={<Download />}
            onClick={() => downloadCsv(csvName, rowsCsv(['Country', 'Code', 'Clicks', 'Share'], [...rows, ['Total', '', total, share(total)]]))}
          >
            Export CSV
          </Button>
        </Stack>
        <Table size="small">
          <caption>Clicks by country, {windowText}, most first</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Country
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Clicks
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Share
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, code, clicks, part]) => (
              <TableRow key={code}>
                <TableCell component="th" scope="row">
                  {name} ({code})
                </TableCell>
                <TableCell align="right">{count(clicks)}</TableCell>
                <TableCell align="right">{part}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {count(total)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {share(total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
