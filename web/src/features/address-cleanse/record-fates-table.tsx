import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { accounting, type FateCount } from './record-accounting';

const count = (value: number) => value.toLocaleString('en-GB');

/**
 * What happens to every record: one line per fate and file, and the total, which is the records
 * the run read. A line whose records go into no file is marked, so nothing is dropped unseen.
 */
export function RecordFatesTable({ fates, records, title, testId }: { fates: readonly FateCount[]; records: number; title: string; testId: string }) {
  const account = accounting(fates, records);
  return (
    <div data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Records</TableCell>
              <TableCell>Where they go</TableCell>
              <TableCell align="right">Count</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {account.lines.map((line) => (
              <TableRow key={`${line.what}|${line.where}`} data-testid="record-fate">
                <TableCell>{line.what}</TableCell>
                <TableCell sx={line.file === 'none' ? { color: 'warning.dark', fontWeight: 600 } : undefined}>{line.where}</TableCell>
                <TableCell align="right">{count(line.count)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="record-fates-total">
                {count(account.total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
      {!account.addsUp && (
        <Alert severity="error" sx={{ mt: 1 }}>
          These lines add up to {count(account.total)} records, not the {count(records)} read. Please tell support before paying.
        </Alert>
      )}
    </div>
  );
}
