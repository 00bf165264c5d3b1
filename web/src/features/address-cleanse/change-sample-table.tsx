import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChangeCount } from './record-accounting';

/** A sample of what the bureau changed: the record, the change, what it said and what it became. */
export function ChangeSampleTable({ changes, testId }: { changes: readonly ChangeCount[]; testId: string }) {
  return (
    <div data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Sample of changes
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nothing was changed.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Sample of changes, scrolls sideways">
          <Table size="small" aria-label="Sample of changes">
            <TableHead>
              <TableRow>
                <TableCell>Row</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Change</TableCell>
                <TableCell>Given</TableCell>
                <TableCell>Cleansed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={`${change.row}|${change.change}`}>
                  <TableCell>{change.row.toLocaleString('en-GB')}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.reference}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{change.change}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {change.given || (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        (empty)
                      </Box>
                    )}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{change.cleansed}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </div>
  );
}
